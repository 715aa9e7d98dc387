--TEST--
isCancellationRequested() while a cancellation is pending, isCancelled() only once the coroutine has finished cancelled
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay, suspend, protect};

$c = spawn(function () {
    protect(function () {
        delay(20);
    });
    echo "not reached\n";
});
suspend();
var_dump($c->isCancellationRequested(), $c->isCancelled());
$c->cancel();
echo "pending:\n";
var_dump($c->isCancellationRequested(), $c->isCancelled(), $c->isCompleted());
try {
    await($c);
} catch (Async\AsyncCancellation $e) {
    echo $e->getMessage(), "\n";
}
echo "finished:\n";
var_dump($c->isCancellationRequested(), $c->isCancelled(), $c->isCompleted());

$ok = spawn(fn () => 1);
await($ok);
var_dump($ok->isCancelled(), $ok->isCancellationRequested());
?>
--EXPECT--
bool(false)
bool(false)
pending:
bool(true)
bool(false)
bool(false)
Coroutine cancelled
finished:
bool(false)
bool(true)
bool(true)
bool(false)
bool(false)
