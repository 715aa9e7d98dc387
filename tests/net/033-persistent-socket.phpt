--TEST--
A persistent socket (pfsockopen(), STREAM_CLIENT_PERSISTENT) used in a coroutine waits cooperatively like any other: a ticker runs while its read waits
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/net.inc';
use function Async\{spawn, await, await_all, delay};

$server = stream_socket_server('tcp://127.0.0.1:0');
$port = port_of($server);
foreach ([fn() => pfsockopen('127.0.0.1', $port, $errno, $errstr, 1),
        fn() => stream_socket_client("tcp://127.0.0.1:$port", $errno, $errstr, 1,
            STREAM_CLIENT_CONNECT | STREAM_CLIENT_PERSISTENT)] as $connect) {
    $ticks = 0;
    [$results] = await_all([
        spawn(function () use ($connect, $server, &$ticks) {
            $c = $connect();
            $peer = stream_socket_accept($server, 1);
            stream_set_timeout($c, 0, 200000);
            $r = fread($c, 10);
            $ticks_during_read = $ticks;
            fclose($c);
            return [$r, $ticks_during_read >= 5];
        }),
        spawn(function () use (&$ticks) {
            for ($i = 0; $i < 20; $i++) {
                delay(10);
                $ticks++;
            }
        }),
    ]);
    var_dump($results[0]);
}
?>
--EXPECT--
array(2) {
  [0]=>
  bool(false)
  [1]=>
  bool(true)
}
array(2) {
  [0]=>
  bool(false)
  [1]=>
  bool(true)
}
