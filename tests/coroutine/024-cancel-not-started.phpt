--TEST--
Coroutine::cancel() before the coroutine started: its body never runs and it ends with AsyncCancellation("Coroutine cancelled")
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, suspend};

$c = spawn(function () {
    echo "body must not run\n";
});
$c->cancel();
var_dump($c->isCancellationRequested());
try {
    await($c);
    echo "no exception\n";
} catch (Async\AsyncCancellation $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
var_dump($c->isCancelled(), $c->isCompleted(), $c->getException() === $e);
?>
--EXPECT--
bool(true)
Async\AsyncCancellation: Coroutine cancelled
bool(true)
bool(true)
bool(true)
