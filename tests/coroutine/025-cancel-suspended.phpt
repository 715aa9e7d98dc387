--TEST--
Coroutine::cancel() of a waiting coroutine: the cancellation is thrown at its suspension point, finally blocks run, awaiters get the same object
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay, suspend};

$c = spawn(function () {
    try {
        echo "sleeping\n";
        delay(1000);
        echo "not reached\n";
    } catch (Async\AsyncCancellation $e) {
        echo "inside: ", get_class($e), ': ', $e->getMessage(), "\n";
        $GLOBALS['inside'] = $e;
        throw $e;
    } finally {
        echo "finally\n";
    }
});
suspend();
$start = microtime(true);
$c->cancel();
try {
    await($c);
} catch (Async\AsyncCancellation $e) {
    echo "await: ", $e->getMessage(), "\n";
}
var_dump($e === $inside, $c->getException() === $e, $c->isCancelled());
var_dump(microtime(true) - $start < 0.5);
?>
--EXPECT--
sleeping
inside: Async\AsyncCancellation: Coroutine cancelled
finally
await: Coroutine cancelled
bool(true)
bool(true)
bool(true)
bool(true)
