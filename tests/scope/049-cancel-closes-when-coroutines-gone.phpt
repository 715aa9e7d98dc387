--TEST--
Right after cancel() a scope with coroutines is not closed yet (isClosed() false until they have gone) and awaitCompletion() throws the scope's cancellation; an empty cancelled scope stays open as in TrueAsync
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\{delay, suspend, timeout};

$scope = new Scope();
$scope->spawn(function () {
    try {
        delay(60000);
    } catch (Async\AsyncCancellation $e) {
        delay(5); // unwinding takes a while
    }
});
suspend();
$reason = new Async\AsyncCancellation("shutting down");
$scope->cancel($reason);
echo "after cancel(): closed=", var_export($scope->isClosed(), true), " cancelled=", var_export($scope->isCancelled(), true), "\n";
try {
    $scope->awaitCompletion(timeout(1000));
    echo "awaitCompletion returned\n";
} catch (Async\AsyncCancellation $e) {
    echo "awaitCompletion threw the scope's cancellation: ", var_export($e === $reason, true), "\n";
}
try {
    $scope->spawn(fn() => null);
} catch (Async\AsyncException $e) {
    echo "spawn: ", $e->getMessage(), "\n";
}
$scope->awaitAfterCancellation();
echo "after its coroutines: closed=", var_export($scope->isClosed(), true), " finished=", var_export($scope->isFinished(), true), "\n";
$scope->awaitCompletion(timeout(1000));
echo "awaitCompletion on the closed scope returns\n";

$default = new Scope();
$default->spawn(fn() => delay(60000));
suspend();
$default->cancel();
try {
    $default->awaitCompletion(timeout(1000));
} catch (Async\AsyncCancellation $e) {
    echo "default: ", get_class($e), ": ", $e->getMessage(), "\n";
}

$empty = new Scope();
$empty->cancel();
echo "empty: closed=", var_export($empty->isClosed(), true), " cancelled=", var_export($empty->isCancelled(), true), "\n";
?>
--EXPECT--
after cancel(): closed=false cancelled=true
awaitCompletion threw the scope's cancellation: true
spawn: Cannot spawn a coroutine in a closed scope
after its coroutines: closed=true finished=true
awaitCompletion on the closed scope returns
default: Async\AsyncCancellation: The scope has been cancelled
empty: closed=false cancelled=true
