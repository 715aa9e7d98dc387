--TEST--
awaitAfterCancellation() without an error handler throws the error of a coroutine that fails while it waits (with a handler, the handler gets it)
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
        delay(5);
        throw new RuntimeException("failed while cancelled");
    }
});
suspend();
$scope->cancel();
try {
    $scope->awaitAfterCancellation(null, timeout(5000));
    echo "returned\n";
} catch (RuntimeException $e) {
    echo "awaitAfterCancellation threw: ", $e->getMessage(), "\n";
}

$other = new Scope();
$other->spawn(function () {
    try {
        delay(60000);
    } catch (Async\AsyncCancellation $e) {
        delay(5);
        throw new LogicException("given to the handler");
    }
});
suspend();
$other->cancel();
$other->awaitAfterCancellation(function (Throwable $e, Scope $s) {
    echo "handler: ", $e->getMessage(), "\n";
});
echo "end\n";
?>
--EXPECT--
awaitAfterCancellation threw: failed while cancelled
handler: given to the handler
end
