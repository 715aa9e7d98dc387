--TEST--
signal() with a cancellation token: the Future fails with the token's own error when the token fires first (a Timeout's TimeoutException)
--EXTENSIONS--
async
--FILE--
<?php
use Async\Signal;
use function Async\{signal, await, timeout, runtime_stats, delay};

$future = signal(Signal::SIGHUP, timeout(30));
try {
    await($future);
} catch (Async\TimeoutException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump($future->isCompleted());
delay(1);
var_dump(runtime_stats()['reactor_handles'], runtime_stats()['reactor_active_events']);
?>
--EXPECT--
Async\TimeoutException: Timeout occurred after 30 milliseconds
bool(true)
int(0)
int(0)
