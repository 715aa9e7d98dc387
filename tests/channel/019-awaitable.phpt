--TEST--
Channel: Awaitable where an Awaitable is taken (closing is the event), not Completable
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Channel, Scope, OperationCanceledException};
use function Async\{spawn, await, delay};

// A Channel is Awaitable (not Completable): where an Awaitable is taken,
// its closing is the event.
$ch = new Channel();
$scope = new Scope();
$scope->spawn(fn () => delay(1000));
spawn(function () use ($ch) { delay(5); $ch->close(); });
try {
    $scope->awaitCompletion($ch);
} catch (OperationCanceledException $e) {
    echo get_class($e), ": ", $e->getMessage(), " / ", $e->getPrevious()->getMessage(), "\n";
}
try {
    $scope->awaitCompletion($ch);
} catch (OperationCanceledException $e) {
    echo "already closed: ", $e->getPrevious()->getMessage(), "\n";
}
$scope->cancel();
try { await($ch); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
Async\OperationCanceledException: Operation has been cancelled / Channel is closed
already closed: Channel is closed
Async\await(): Argument #1 ($awaitable) must be of type Async\Completable, Async\Channel given
