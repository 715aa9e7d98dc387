--TEST--
Exceptions of Scope::finally() callbacks go to the scope's exception handler (several as one CompositeException, in registration order); Scope::finally() on a finished scope runs the callback at once
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Scope, Coroutine, CompositeException};
use function Async\{delay, suspend};

function describe(Throwable $e): string
{
    if ($e instanceof CompositeException) {
        return get_class($e) . " [" . implode(", ", array_map(fn($x) => get_class($x) . ": " . $x->getMessage(),
            $e->getExceptions())) . "]";
    }
    return get_class($e) . ": " . $e->getMessage();
}

$handled = 0;
$scope = new Scope();
$scope->setExceptionHandler(function (Scope $s, Coroutine $c, Throwable $e) use ($scope, &$handled) {
    echo "handler (same scope: ", var_export($s === $scope, true), "): ", describe($e), "\n";
    $handled++;
});
$scope->spawn(fn() => delay(5));
$scope->finally(function (Scope $s) {
    throw new LogicException("first");
});
$scope->finally(function (Scope $s) {
    echo "second finally runs\n";
});
$scope->finally(function (Scope $s) {
    throw new DomainException("third");
});
$scope->disposeSafely();
while ($handled < 1) {
    delay(1);
}

echo "late: finished=", var_export($scope->isFinished(), true), "\n";
$scope->finally(function (Scope $s) use ($scope) {
    echo "late finally runs at once: ", var_export($s === $scope, true), "\n";
});
echo "after late registration\n";
$scope->finally(function () {
    throw new RuntimeException("late one");
});
echo "after throwing late registration\n";
while ($handled < 2) {
    delay(1);
}

// Without a handler, a late callback's exception is thrown by finally().
$bare = new Scope();
$bare->dispose();
try {
    $bare->finally(function () {
        throw new RuntimeException("bare");
    });
} catch (RuntimeException $e) {
    echo "caught from finally(): ", $e->getMessage(), "\n";
}
echo "end\n";
?>
--EXPECT--
second finally runs
handler (same scope: true): Async\CompositeException [LogicException: first, DomainException: third]
late: finished=true
late finally runs at once: true
after late registration
after throwing late registration
handler (same scope: true): RuntimeException: late one
caught from finally(): bare
end
