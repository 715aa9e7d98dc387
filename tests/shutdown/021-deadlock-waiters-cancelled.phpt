--TEST--
Deadlock: the other waiting coroutines are cancelled with AsyncCancellation("Deadlock detected")
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, suspend};

$x = spawn(function () {
    global $y;
    try {
        return await($y);
    } catch (Async\AsyncCancellation $e) {
        echo "x: ", get_class($e), ": ", $e->getMessage(), "\n";
        throw $e;
    }
});
$y = spawn(function () {
    global $x;
    try {
        return await($x);
    } finally {
        echo "y finally\n";
    }
});
try {
    await($x);
} catch (Async\DeadlockError $e) {
    echo "main: DeadlockError\n";
}
suspend();
var_dump($x->isCancelled(), $y->isCancelled());
?>
--EXPECT--
main: DeadlockError
x: Async\AsyncCancellation: Deadlock detected
y finally
bool(true)
bool(true)
