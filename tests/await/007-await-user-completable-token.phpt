--TEST--
await() with a user-defined Completable as cancellation token: TypeError naming the function and argument
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{await, spawn};

class UserToken implements Async\Completable
{
    public function cancel(?Async\AsyncCancellation $cancellation = null): void {}
    public function isCompleted(): bool { return false; }
    public function isCancelled(): bool { return false; }
}

$c = spawn(fn() => "result");
try {
    await($c, new UserToken);
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
var_dump(await($c));
?>
--EXPECT--
Async\await(): Argument #2 ($cancellation) of class UserToken cannot be awaited
string(6) "result"
