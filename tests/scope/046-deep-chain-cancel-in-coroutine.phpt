--TEST--
A chain of 20,000 nested scopes is cancelled, disposed and freed from inside a coroutine with a 128K stack: the tree is walked without recursing on the C stack
--EXTENSIONS--
async
--INI--
async.stack_size=128K
--FILE--
<?php
use Async\Scope;
use function Async\{spawn, await, suspend, delay};

const DEPTH = 20000;

function chain(): array
{
    $scopes = [new Scope()];
    for ($i = 1; $i < DEPTH; $i++) {
        $scopes[] = Scope::inherit($scopes[$i - 1]);
    }
    return $scopes;
}

$co = spawn(function () {
    // Cancelled from the root, with a coroutine at the bottom that reacts.
    $scopes = chain();
    $leaf = $scopes[DEPTH - 1]->spawn(function () {
        try {
            delay(60000);
        } catch (Async\AsyncCancellation $e) {
            return "leaf: " . $e->getMessage();
        }
    });
    suspend();
    $scopes[0]->cancel();
    echo await($leaf), "\n";
    echo "bottom cancelled: ", var_export($scopes[DEPTH - 1]->isCancelled(), true), "\n";
    echo "root finished: ", var_export($scopes[0]->isFinished(), true), "\n";

    // Disposed from the root.
    $scopes = chain();
    $scopes[DEPTH - 1]->spawn(fn() => delay(60000));
    suspend();
    $scopes[0]->dispose();
    suspend();
    echo "disposed: root finished=", var_export($scopes[0]->isFinished(), true), "\n";

    // Root object released first: each scope lives on through its child
    // until the leaf goes, and then the whole chain is freed at once.
    $scopes = chain();
    $scopes = null;
    return "done";
});
echo await($co), "\n";
?>
--EXPECT--
leaf: Scope cancelled
bottom cancelled: true
root finished: true
disposed: root finished=true
done
