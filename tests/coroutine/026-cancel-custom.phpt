--TEST--
Coroutine::cancel() with a custom AsyncCancellation (or subclass): the coroutine receives exactly that object
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay, suspend};

class ShutdownRequested extends Async\AsyncCancellation {}

$c = spawn(function () {
    try {
        delay(1000);
    } catch (ShutdownRequested $e) {
        echo "caught ", get_class($e), ' code=', $e->getCode(), ': ', $e->getMessage(), "\n";
        throw $e;
    }
});
suspend();
$mine = new ShutdownRequested('stop now', 7);
$c->cancel($mine);
try {
    await($c);
} catch (Async\AsyncCancellation $e) {
    var_dump($e === $mine, $c->getException() === $mine);
}

$d = spawn(fn () => 'never');
$op = new Async\OperationCanceledException('op');
$d->cancel($op);
try {
    await($d);
} catch (Async\AsyncCancellation $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
    var_dump($e === $op);
}
?>
--EXPECT--
caught ShutdownRequested code=7: stop now
bool(true)
bool(true)
Async\OperationCanceledException: op
bool(true)
