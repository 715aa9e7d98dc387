--TEST--
stream_socket_accept() on a non-blocking server waits for its timeout as PHP does (PHP polls with it whatever the mode), cooperatively inside a coroutine: a ticker runs meanwhile; a zero timeout only looks; a pending connection is accepted at once
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/net.inc';
use function Async\{spawn, await, await_all, delay};

$scenario = function () {
    $server = stream_socket_server('tcp://127.0.0.1:0');
    stream_set_blocking($server, false);
    $r = [];
    $t = microtime(true);
    $r['timeout'] = stream_socket_accept($server, 0.2);
    $r['waited'] = microtime(true) - $t >= 0.19;
    $r['zero'] = stream_socket_accept($server, 0);
    $client = stream_socket_client('tcp://' . stream_socket_get_name($server, false));
    usleep(10000);
    $r['pending'] = stream_socket_accept($server, 0);
    return $r;
};
$outside = capture($scenario);
$ticks = 0;
$done = false;
[[$inside]] = await_all([
    spawn(function () use ($scenario, &$done) {
        $r = capture($scenario);
        $done = true;
        return $r;
    }),
    spawn(function () use (&$ticks, &$done) {
        while (!$done) {
            delay(10);
            $ticks++;
        }
    }),
]);
var_dump($inside === $outside, $ticks >= 5);
var_dump($outside);
?>
--EXPECT--
bool(true)
bool(true)
array(2) {
  [0]=>
  array(4) {
    ["timeout"]=>
    bool(false)
    ["waited"]=>
    bool(true)
    ["zero"]=>
    bool(false)
    ["pending"]=>
    string(23) "resource of type stream"
  }
  [1]=>
  array(2) {
    [0]=>
    string(68) "Warning: stream_socket_accept(): Accept failed: Connection timed out"
    [1]=>
    string(68) "Warning: stream_socket_accept(): Accept failed: Connection timed out"
  }
}
