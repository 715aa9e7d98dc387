--TEST--
Cancelling a coroutine blocked on a proc_open() pipe read delivers the cancellation; the pipe and the child can still be closed
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay, runtime_stats};

$proc = proc_open('exec sleep 5', [1 => ['pipe', 'w']], $pipes);
$c = spawn(function () use ($pipes) {
    fread($pipes[1], 10);
    echo "not reached\n";
});
delay(50);
$c->cancel();
try { await($c); } catch (Async\AsyncCancellation $e) { echo $e->getMessage(), "\n"; }
var_dump(runtime_stats()['reactor_active_events']);
proc_terminate($proc, 9);
var_dump(proc_close($proc));
delay(1);
var_dump(runtime_stats()['reactor_handles']);
?>
--EXPECT--
Coroutine cancelled
int(0)
int(9)
int(0)
