--TEST--
Cancelling a coroutine blocked in fread() on a pipe withdraws the read: no byte is consumed, the data is read later, the object's handle is closed with the stream
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay, runtime_stats};

$proc = proc_open('sleep 0.2; echo data', [1 => ['pipe', 'w']], $pipes);
$c = spawn(function () use ($pipes) {
    fread($pipes[1], 100);
    echo "not reached\n";
});
delay(50);
var_dump(runtime_stats()['reactor_active_events'] >= 1, runtime_stats()['reactor_handles'] >= 1);
$c->cancel();
try { await($c); } catch (Async\AsyncCancellation $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
var_dump(runtime_stats()['reactor_active_events']);
// Nothing was read on the cancelled coroutine's behalf.
var_dump(fread($pipes[1], 100));
fclose($pipes[1]);
var_dump(runtime_stats()['reactor_handles']);
var_dump(proc_close($proc));
?>
--EXPECT--
bool(true)
bool(true)
Async\AsyncCancellation: Coroutine cancelled
int(0)
string(5) "data
"
int(0)
int(0)
