--TEST--
awaitAfterCancellation($handler): non-cancellation errors of coroutines finishing meanwhile go to $handler($error, $scope), not to the global path; cancellations do not
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\{delay, suspend, protect};

$s = new Scope();
$s->spawn(function () {
    try {
        delay(1000);
    } catch (Async\AsyncCancellation $e) {
        throw new RuntimeException("cleanup failed");
    }
});
$s->spawn(function () {
    protect(function () {
        delay(100);
        throw new LogicException("zombie failed");
    });
});
$s->spawn(function () {
    delay(1000);
});
suspend();
$s->cancel();
$s->awaitAfterCancellation(function (Throwable $error, Scope $scope) use ($s) {
    echo "handler: ", get_class($error), ": ", $error->getMessage(), ", same scope: ", var_export($scope === $s, true), "\n";
});
echo "returned, finished: ", var_export($s->isFinished(), true), "\n";
?>
--EXPECT--
handler: RuntimeException: cleanup failed, same scope: true
handler: LogicException: zombie failed, same scope: true
returned, finished: true
