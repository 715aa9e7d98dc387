--TEST--
awaitCompletion() throws the error of a coroutine of the scope (or of a child scope) that nobody handles, also when it was the last active one; a scope exception handler still comes first
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Scope, Coroutine};
use function Async\{delay, spawn, await, timeout};

$scope = new Scope();
$scope->spawn(fn() => delay(5));
$scope->spawn(function () {
    delay(20);
    throw new RuntimeException("last one failed");
});
try {
    $scope->awaitCompletion(timeout(5000));
    echo "returned\n";
} catch (RuntimeException $e) {
    echo "awaitCompletion threw: ", $e->getMessage(), "\n";
}

// From another coroutine, with the failure in a child scope.
$parent = new Scope();
$child = Scope::inherit($parent);
$child->spawn(function () {
    delay(5);
    throw new LogicException("child failed");
});
$waiter = spawn(function () use ($parent) {
    try {
        $parent->awaitCompletion(timeout(5000));
        return "returned";
    } catch (LogicException $e) {
        return "waiter got: " . $e->getMessage();
    }
});
echo await($waiter), "\n";

// A handler takes it: awaitCompletion() returns.
$handled = new Scope();
$handled->setExceptionHandler(function (Scope $s, Coroutine $c, Throwable $e) {
    echo "handler: ", $e->getMessage(), "\n";
});
$handled->spawn(function () {
    delay(5);
    throw new RuntimeException("handled");
});
$handled->awaitCompletion(timeout(5000));
delay(5);
echo "end\n";
?>
--EXPECT--
awaitCompletion threw: last one failed
waiter got: child failed
handler: handled
end
