--TEST--
Cancelling a coroutine suspended in socket_accept(): the cancellation propagates and the listening socket keeps working
--EXTENSIONS--
async
--SKIPIF--
<?php if (!extension_loaded('sockets')) die('skip ext/sockets is not loaded'); ?>
--FILE--
<?php
require __DIR__ . '/guard.inc';
use function Async\{spawn, await, delay, runtime_stats};

$srv = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
socket_bind($srv, '127.0.0.1', 0);
socket_listen($srv, 4);
socket_getsockname($srv, $addr, $port);

$c = spawn(function () use ($srv) {
    socket_accept($srv);
    echo "not reached\n";
});
delay(20);
$c->cancel();
try {
    await($c);
} catch (Async\AsyncCancellation $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}

$acceptor = spawn(function () use ($srv) {
    $conn = socket_accept($srv);
    return socket_read($conn, 100);
});
$client = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
var_dump(socket_connect($client, '127.0.0.1', $port));
socket_write($client, "after the cancellation");
var_dump(await($acceptor));
socket_close($client);
socket_close($srv);
delay(1);
var_dump(runtime_stats()['reactor_handles']);
?>
--EXPECT--
Async\AsyncCancellation: Coroutine cancelled
bool(true)
string(22) "after the cancellation"
int(0)
