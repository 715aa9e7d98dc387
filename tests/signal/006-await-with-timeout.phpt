--TEST--
await(signal(...), timeout(...)) gives up waiting; dropping the Future stops watching the signal
--EXTENSIONS--
async
--FILE--
<?php
use Async\Signal;
use function Async\{signal, await, timeout, delay, runtime_stats};

try {
    await(signal(Signal::SIGUSR2), timeout(20));
} catch (Async\OperationCanceledException $e) {
    echo $e->getPrevious()->getMessage(), "\n";
}
delay(1);
var_dump(runtime_stats()['reactor_handles'], runtime_stats()['reactor_active_events']);
?>
--EXPECT--
Timeout occurred after 20 milliseconds
int(0)
int(0)
