--TEST--
Several coroutines waiting in stream_socket_accept() on one server while connections arrive one by one: each gets a connection, none fails early with "Accept failed: Connection timed out" before its timeout
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/net.inc';
use function Async\{spawn, await, await_all, delay};

$server = stream_socket_server('tcp://127.0.0.1:0');
$addr = stream_socket_get_name($server, false);
$acceptors = [];
for ($i = 0; $i < 4; $i++) {
    $acceptors[] = spawn(fn() => capture(function () use ($server) {
        $peer = stream_socket_accept($server, 5);
        return $peer === false ? false : trim(fgets($peer));
    }));
}
$clients = [];
for ($i = 0; $i < 4; $i++) {
    delay(30);
    $clients[] = $c = stream_socket_client("tcp://$addr");
    fwrite($c, "client $i\n");
}
[$results] = await_all($acceptors);
$got = array_column($results, 0);
sort($got);
var_dump($got, array_merge(...array_column($results, 1)));
?>
--EXPECT--
array(4) {
  [0]=>
  string(8) "client 0"
  [1]=>
  string(8) "client 1"
  [2]=>
  string(8) "client 2"
  [3]=>
  string(8) "client 3"
}
array(0) {
}
