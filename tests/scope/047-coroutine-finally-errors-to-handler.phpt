--TEST--
Exceptions of Coroutine::finally() callbacks go to the scope's exception handler, after the coroutine's own error; several at once as one CompositeException in registration order
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Scope, Coroutine, CompositeException};
use function Async\delay;

function describe(Throwable $e): string
{
    if ($e instanceof CompositeException) {
        return get_class($e) . " [" . implode(", ", array_map(fn($x) => get_class($x) . ": " . $x->getMessage(),
            $e->getExceptions())) . "]";
    }
    return get_class($e) . ": " . $e->getMessage();
}

$names = [];
$handled = 0;
$scope = new Scope();
$scope->setExceptionHandler(function (Scope $s, Coroutine $c, Throwable $e) use ($scope, &$names, &$handled) {
    echo "handler (", $names[$c->getId()], ", same scope: ", var_export($s === $scope, true), "): ", describe($e), "\n";
    $handled++;
});

$failing = $scope->spawn(function () {
    delay(5);
    throw new RuntimeException("own error");
});
$names[$failing->getId()] = "failing";
$failing->finally(function () {
    throw new LogicException("first finally");
});
$failing->finally(function (Coroutine $c) {
    echo "second finally runs\n";
});
$failing->finally(function () {
    throw new DomainException("third finally");
});

$single = $scope->spawn(fn() => delay(20));
$names[$single->getId()] = "single";
$single->finally(function () {
    throw new LogicException("only finally");
});

while ($handled < 3) {
    delay(1);
}
echo "end: ", var_export($single->isCompleted(), true), "\n";
?>
--EXPECT--
second finally runs
handler (failing, same scope: true): RuntimeException: own error
handler (failing, same scope: true): Async\CompositeException [LogicException: first finally, DomainException: third finally]
handler (single, same scope: true): LogicException: only finally
end: true
