--TEST--
awaitCompletion() on an ancestor returns when the last coroutine finishes in a child scope that has a pending disposeAfterTimeout() timer
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\{delay, timeout};

$root = new Scope();
$child = Scope::inherit($root);
$child->spawn(function () {
    delay(10);
    echo "work done\n";
});
$child->disposeAfterTimeout(60000);
$start = microtime(true);
try {
    $root->awaitCompletion(timeout(5000));
    echo "awaitCompletion returned\n";
} catch (Async\OperationCanceledException $e) {
    echo "awaitCompletion timed out\n";
}
echo "returned before the token fired: ", var_export((microtime(true) - $start) * 1000 < 4000, true), "\n";
var_dump($root->isFinished(), $child->isFinished());
?>
--EXPECT--
work done
awaitCompletion returned
returned before the token fired: true
bool(true)
bool(true)
