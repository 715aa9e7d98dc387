--TEST--
Socket streams made outside coroutines (connected, accepted, stream_socket_pair()) wait cooperatively when used inside one: a ticker runs while their reads and writes wait
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/net.inc';
use function Async\{spawn, await, await_all, delay};

[$server, $client, $peer] = tcp_pair();
[$left, $right] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, STREAM_IPPROTO_IP);
$unix_path = sock_path('outside');
$unix_server = stream_socket_server("unix://$unix_path");
$unix_client = stream_socket_client("unix://$unix_path");
$unix_peer = stream_socket_accept($unix_server);

foreach (['accepted' => [$peer, $client], 'connected' => [$client, $peer], 'pair' => [$left, $right],
        'unix accepted' => [$unix_peer, $unix_client], 'unix connected' => [$unix_client, $unix_peer]] as $name => [$a, $b]) {
    $ticks = 0;
    $ticker = spawn(function () use (&$ticks) {
        for ($i = 0; $i < 3; $i++) {
            delay(10);
            $ticks++;
        }
    });
    stream_set_timeout($a, 1); // were it blocking the thread: false after a second
    $reader = spawn(fn() => fread($a, 100));
    delay(50);
    fwrite($b, "to $name");
    [$results] = await_all([$reader, $ticker]);
    echo "$name: $results[0], ticks while waiting: $ticks\n";
}
unlink($unix_path);
?>
--EXPECT--
accepted: to accepted, ticks while waiting: 3
connected: to connected, ticks while waiting: 3
pair: to pair, ticks while waiting: 3
unix accepted: to unix accepted, ticks while waiting: 3
unix connected: to unix connected, ticks while waiting: 3
