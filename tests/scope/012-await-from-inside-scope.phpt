--TEST--
awaitCompletion()/awaitAfterCancellation() from a coroutine of the scope or of a descendant scope throw AsyncException (a self-deadlock); a coroutine of another root scope may wait
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\{delay, timeout, suspend};

$s = new Scope();
$s->spawn(function () use ($s) {
    try {
        $s->awaitCompletion(timeout(100));
    } catch (Async\AsyncException $e) {
        echo "own: ", get_class($e), ": ", $e->getMessage(), "\n";
    }
    $inner = Scope::inherit();
    $inner->spawn(function () use ($s) {
        try {
            $s->awaitCompletion(timeout(100));
        } catch (Async\AsyncException $e) {
            echo "descendant: ", $e->getMessage(), "\n";
        }
    });
    try {
        delay(1000);
    } catch (Async\AsyncCancellation $e) {
        try {
            $s->awaitAfterCancellation();
        } catch (Async\AsyncException $e) {
            echo "after cancel, own: ", get_class($e), ": ", $e->getMessage(), "\n";
        }
    }
});
$other = new Scope();
$other->spawn(function () use ($s) {
    $s->awaitCompletion(timeout(60000));
    echo "outsider: scope completed\n";
});
delay(20);
$s->cancel();
$other->awaitCompletion(timeout(60000));
echo "end\n";
?>
--EXPECT--
own: Async\AsyncException: Cannot await completion of scope from a coroutine that belongs to the same scope or its children
descendant: Cannot await completion of scope from a coroutine that belongs to the same scope or its children
after cancel, own: Async\AsyncException: Cannot await completion of scope from a coroutine that belongs to the same scope or its children
outsider: scope completed
end
