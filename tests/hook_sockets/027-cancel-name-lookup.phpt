--TEST--
Cancelling a coroutine while socket_connect() looks a host name up delivers the cancellation; the socket stays usable, the lookup's result is dropped, nothing leaks
--EXTENSIONS--
async
--SKIPIF--
<?php if (!extension_loaded('sockets')) die('skip ext/sockets is not loaded'); ?>
--FILE--
<?php
require __DIR__ . '/guard.inc';
use function Async\{spawn, await, suspend, delay, runtime_stats};

$s = socket_create(AF_INET, SOCK_DGRAM, SOL_UDP);
$c = spawn(function () use ($s) {
    socket_connect($s, 'localhost', 9);
    echo "not reached\n";
});
suspend();          // the lookup is in flight now
$c->cancel();
try {
    await($c);
} catch (Async\AsyncCancellation $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
var_dump(@socket_getpeername($s, $a));   // never connected
delay(20);          // the orphaned lookup finishes meanwhile
var_dump(socket_connect($s, 'localhost', 9));
socket_getpeername($s, $a, $p);
echo "$a:$p\n";
delay(1);
var_dump(runtime_stats()['reactor_handles'], runtime_stats()['reactor_active_events']);
?>
--EXPECT--
Async\AsyncCancellation: Coroutine cancelled
bool(false)
bool(true)
127.0.0.1:9
int(0)
int(0)
