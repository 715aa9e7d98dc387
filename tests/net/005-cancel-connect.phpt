--TEST--
Cancelling a coroutine waiting in connect (full backlog): it gets its cancellation at once, no descriptor left behind; await() with timeout() gives up on it the same way
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/net.inc';
use function Async\{spawn, await, delay, timeout};

$server = stream_socket_server('tcp://127.0.0.1:0', $errno, $errstr, STREAM_SERVER_BIND | STREAM_SERVER_LISTEN,
    stream_context_create(['socket' => ['backlog' => 0]]));
$addr = stream_socket_get_name($server, false);
$queued = stream_socket_client("tcp://$addr", $errno, $errstr, 1);
// The reactor and the resolver's threads start before the descriptors are counted.
await(spawn(fn() => @stream_socket_client('tcp://localhost:' . closed_port(), $errno, $errstr, 1)));
$fds = count(scandir('/proc/self/fd'));

$c = spawn(function () use ($addr) {
    try {
        $s = @stream_socket_client("tcp://$addr", $errno, $errstr, 5);
        echo "not reached\n";
    } finally {
        echo "finally\n";
    }
});
delay(50);
$t = microtime(true);
$c->cancel();
try {
    await($c);
} catch (Async\AsyncCancellation $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
var_dump(microtime(true) - $t < 2); // not the connect timeout (5 s)
var_dump(count(scandir('/proc/self/fd')) - $fds);

// await() with a timeout() token, then the waiting coroutine cancelled.
$c = spawn(fn() => @stream_socket_client("tcp://$addr", $errno, $errstr, 5));
try {
    await($c, timeout(50));
} catch (Async\OperationCanceledException $e) {
    echo get_class($e), ': ', get_class($e->getPrevious()), "\n";
}
$c->cancel();
try {
    await($c);
} catch (Async\AsyncCancellation $e) {
    echo get_class($e), "\n";
}
var_dump(count(scandir('/proc/self/fd')) - $fds);

// The server accepts: connecting works again.
$peer = stream_socket_accept($server, 1);
$c = await(spawn(fn() => stream_socket_client("tcp://$addr", $errno, $errstr, 1)));
fwrite($c, "hello");
fclose($c);
$peer2 = stream_socket_accept($server, 1);
var_dump(fread($peer2, 10));
?>
--EXPECT--
finally
Async\AsyncCancellation: Coroutine cancelled
bool(true)
int(0)
Async\OperationCanceledException: Async\TimeoutException
Async\AsyncCancellation
int(0)
string(5) "hello"
