--TEST--
awaitAfterCancellation() before cancel() throws AsyncException, also on a scope that is only closed (disposeSafely / disposeAfterTimeout)
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\delay;

$s = new Scope();
$s->spawn(fn() => delay(20));
try {
    $s->awaitAfterCancellation();
} catch (Async\AsyncException $e) {
    echo "open: ", get_class($e), ": ", $e->getMessage(), "\n";
}
$s->disposeSafely();
try {
    $s->awaitAfterCancellation(fn() => null);
} catch (Async\AsyncException $e) {
    echo "disposeSafely: ", $e->getMessage(), "\n";
}
$t = new Scope();
$t->spawn(fn() => delay(20));
$t->disposeAfterTimeout(1000);
try {
    $t->awaitAfterCancellation();
} catch (Async\AsyncException $e) {
    echo "disposeAfterTimeout: ", $e->getMessage(), "\n";
}
try {
    $t->awaitAfterCancellation("nope");
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    $t->awaitAfterCancellation(null, 5);
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$t->cancel();
$t->awaitAfterCancellation();
echo "after cancel(): ok\n";
?>
--EXPECT--
open: Async\AsyncException: Attempt to await a Scope that has not been cancelled
disposeSafely: Attempt to await a Scope that has not been cancelled
disposeAfterTimeout: Attempt to await a Scope that has not been cancelled
TypeError: Async\Scope::awaitAfterCancellation(): Argument #1 ($errorHandler) must be a valid callback or null, function "nope" not found or invalid function name
TypeError: Async\Scope::awaitAfterCancellation(): Argument #2 ($cancellation) must be of type ?Async\Awaitable, int given
after cancel(): ok
