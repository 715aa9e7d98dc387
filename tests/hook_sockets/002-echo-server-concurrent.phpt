--TEST--
A TCP echo server and its clients, each in a coroutine, run concurrently over ext/sockets: replies come back in the order the clients spoke, and a ticker keeps running while they wait
--EXTENSIONS--
async
--SKIPIF--
<?php if (!extension_loaded('sockets')) die('skip ext/sockets is not loaded'); ?>
--FILE--
<?php
require __DIR__ . '/guard.inc';
use function Async\{spawn, await, delay};

$srv = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
socket_bind($srv, '127.0.0.1', 0);
socket_listen($srv, 16);
socket_getsockname($srv, $addr, $port);

$server = spawn(function () use ($srv) {
    $handlers = [];
    for ($i = 0; $i < 3; $i++) {
        $conn = socket_accept($srv);
        $handlers[] = spawn(function () use ($conn) {
            while (($data = socket_read($conn, 1024)) !== '') {
                socket_write($conn, strtoupper($data));
            }
            socket_close($conn);
        });
    }
    foreach ($handlers as $h) {
        await($h);
    }
    socket_close($srv);
    return 'server done';
});

$ticks = 0;
$done = false;
$ticker = spawn(function () use (&$ticks, &$done) {
    while (!$done) {
        $ticks++;
        delay(5);
    }
});

$finished = [];
$clients = [];
foreach (['first' => 150, 'second' => 20, 'third' => 80] as $name => $wait) {
    $clients[] = spawn(function () use ($port, $name, $wait, &$finished) {
        $s = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
        var_dump(socket_connect($s, '127.0.0.1', $port));
        delay($wait);
        $message = "hello from $name";
        socket_write($s, $message);
        $reply = '';
        while (strlen($reply) < strlen($message)) {
            $reply .= socket_read($s, 1024);
        }
        socket_close($s);
        $finished[] = $reply;
    });
}
foreach ($clients as $c) {
    await($c);
}
$done = true;
echo await($server), "\n";
await($ticker);
print_r($finished);
echo $ticks >= 3 ? "ticker ran while the sockets waited\n" : "ticker starved: $ticks\n";
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
server done
Array
(
    [0] => HELLO FROM SECOND
    [1] => HELLO FROM THIRD
    [2] => HELLO FROM FIRST
)
ticker ran while the sockets waited
