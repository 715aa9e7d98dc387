--TEST--
await() with a timeout() token that fires: OperationCanceledException with a TimeoutException as previous
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay, timeout};

$c = spawn(function () {
    delay(300);
    return "late";
});
try {
    await($c, timeout(30));
    echo "not reached\n";
} catch (Async\OperationCanceledException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
    $prev = $e->getPrevious();
    echo get_class($prev), ": ", $prev->getMessage(), "\n";
    var_dump($e instanceof Async\AsyncCancellation, $e instanceof Cancellation);
}
// The awaited coroutine is not affected by the caller giving up.
var_dump($c->isCompleted(), $c->isCancellationRequested());
var_dump(await($c));
?>
--EXPECT--
Async\OperationCanceledException: Operation has been cancelled
Async\TimeoutException: Timeout occurred after 30 milliseconds
bool(true)
bool(true)
bool(false)
bool(false)
string(4) "late"
