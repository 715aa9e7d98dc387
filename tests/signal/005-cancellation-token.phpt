--TEST--
signal() with a cancellation token: the Future fails with OperationCanceledException when the token fires first
--EXTENSIONS--
async
--FILE--
<?php
use Async\Signal;
use function Async\{signal, await, timeout, runtime_stats, delay};

$future = signal(Signal::SIGHUP, timeout(30));
try {
    await($future);
} catch (Async\OperationCanceledException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
    echo get_class($e->getPrevious()), ": ", $e->getPrevious()->getMessage(), "\n";
}
var_dump($future->isCompleted());
delay(1);
var_dump(runtime_stats()['reactor_handles'], runtime_stats()['reactor_active_events']);
?>
--EXPECT--
Async\OperationCanceledException: Operation has been cancelled
Async\TimeoutException: Timeout occurred after 30 milliseconds
bool(true)
int(0)
int(0)
