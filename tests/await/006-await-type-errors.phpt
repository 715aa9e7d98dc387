--TEST--
await() rejects anything that is not an awaitable Completable
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{await, spawn};

class UserCompletable implements Async\Completable
{
    public function cancel(?Async\AsyncCancellation $cancellation = null): void {}
    public function isCompleted(): bool { return false; }
    public function isCancelled(): bool { return false; }
}

foreach ([new stdClass, 42, null] as $value) {
    try {
        await($value);
    } catch (TypeError $e) {
        echo $e->getMessage(), "\n";
    }
}
try {
    await(new UserCompletable);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
try {
    await(spawn(fn() => 1), new stdClass);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
Async\await(): Argument #1 ($awaitable) must be of type Async\Completable, stdClass given
Async\await(): Argument #1 ($awaitable) must be of type Async\Completable, int given
Async\await(): Argument #1 ($awaitable) must be of type Async\Completable, null given
Async\await(): Argument #1 ($awaitable) of class UserCompletable cannot be awaited
Async\await(): Argument #2 ($cancellation) must be of type ?Async\Completable, stdClass given
