--TEST--
A cancelled connect or accept raises no warning: stream_socket_client(), fsockopen() and stream_socket_accept() only let the cancellation through (no "Unable to connect ... (Unknown error)", no "Accept failed: Unknown error")
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/net.inc';
use function Async\{spawn, await, delay};

$server = stream_socket_server('tcp://127.0.0.1:0', $errno, $errstr, STREAM_SERVER_BIND | STREAM_SERVER_LISTEN,
    stream_context_create(['socket' => ['backlog' => 0]]));
$addr = stream_socket_get_name($server, false);
$queued = stream_socket_client("tcp://$addr", $errno, $errstr, 1);

foreach ([fn() => stream_socket_client("tcp://$addr", $errno, $errstr, 5),
        fn() => fsockopen('127.0.0.1', port_of($server), $errno, $errstr, 5),
        fn() => stream_socket_accept(stream_socket_server('tcp://127.0.0.1:0'), 5)] as $connect) {
    $c = spawn($connect);
    delay(30);
    $c->cancel();
    try {
        await($c);
    } catch (Async\AsyncCancellation $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
Async\AsyncCancellation: Coroutine cancelled
Async\AsyncCancellation: Coroutine cancelled
Async\AsyncCancellation: Coroutine cancelled
