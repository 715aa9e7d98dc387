--TEST--
Connect to a server whose backlog is full times out after the given timeout with PHP's errno and message; inside a coroutine other coroutines run meanwhile
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/net.inc';
use function Async\{spawn, await, delay};

// backlog 0: the queue holds one connection, nobody accepts, the next
// handshakes go unanswered.
$server = stream_socket_server('tcp://127.0.0.1:0', $errno, $errstr, STREAM_SERVER_BIND | STREAM_SERVER_LISTEN,
    stream_context_create(['socket' => ['backlog' => 0]]));
$addr = stream_socket_get_name($server, false);
$queued = stream_socket_client("tcp://$addr", $errno, $errstr, 1);

same_outside_and_inside(function () use ($addr) {
    $t = microtime(true);
    $c = stream_socket_client("tcp://$addr", $errno, $errstr, 0.2);
    $waited = microtime(true) - $t;
    return [$c, $errno, $errstr, $waited >= 0.19 && $waited < 1.0];
}, [$addr => 'ADDR']);

// Meanwhile a ticker runs.
$ticks = 0;
$done = false;
$ticker = spawn(function () use (&$ticks, &$done) {
    while (!$done) {
        delay(10);
        $ticks++;
    }
});
$c = await(spawn(fn() => @fsockopen('tcp://127.0.0.1', port_of($server), $errno, $errstr, 0.3)));
$done = true;
await($ticker);
var_dump($c, $ticks >= 3);
?>
--EXPECT--
identical
array(2) {
  [0]=>
  array(4) {
    [0]=>
    bool(false)
    [1]=>
    int(110)
    [2]=>
    string(20) "Connection timed out"
    [3]=>
    bool(true)
  }
  [1]=>
  array(1) {
    [0]=>
    string(87) "Warning: stream_socket_client(): Unable to connect to tcp://ADDR (Connection timed out)"
  }
}
bool(false)
bool(true)
