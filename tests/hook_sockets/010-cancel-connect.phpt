--TEST--
Cancelling a coroutine suspended in socket_connect() (a listener whose backlog is full drops the SYN): the cancellation propagates, the Socket stays a valid object, nothing leaks
--EXTENSIONS--
async
--SKIPIF--
<?php if (!extension_loaded('sockets')) die('skip ext/sockets is not loaded'); ?>
--FILE--
<?php
require __DIR__ . '/guard.inc';
use function Async\{spawn, await, delay, timeout, runtime_stats};

$srv = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
socket_bind($srv, '127.0.0.1', 0);
socket_listen($srv, 0);
socket_getsockname($srv, $addr, $port);
// One connection fills the queue; nobody accepts it.
$first = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
var_dump(socket_connect($first, '127.0.0.1', $port));

$s = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
$c = spawn(function () use ($s, $port) {
    socket_connect($s, '127.0.0.1', $port);
    echo "not reached\n";
});
try {
    await($c, timeout(50));
} catch (Async\OperationCanceledException $e) {
    echo "gave up waiting: ", $e->getPrevious()->getMessage(), "\n";
}
$c->cancel();
try {
    await($c);
} catch (Async\AsyncCancellation $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump($s instanceof Socket, socket_getsockname($s, $local), $local);
socket_close($s);
socket_close($first);
socket_close($srv);
delay(1);
var_dump(runtime_stats()['reactor_handles'], runtime_stats()['reactor_active_events']);
?>
--EXPECT--
bool(true)
gave up waiting: Timeout occurred after 50 milliseconds
Async\AsyncCancellation: Coroutine cancelled
bool(true)
bool(true)
string(9) "127.0.0.1"
int(0)
int(0)
