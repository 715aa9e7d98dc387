--TEST--
graceful_shutdown() cancels every coroutine with AsyncCancellation("Graceful shutdown"); coroutines spawned afterwards never start
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, suspend, graceful_shutdown};
use Async\AsyncCancellation;

register_shutdown_function(function () {
    echo "shutdown function\n";
});
$a = spawn(function () {
    try {
        echo "A start\n";
        delay(1000);
        echo "A never\n";
    } catch (AsyncCancellation $e) {
        echo "A: ", get_class($e), ": ", $e->getMessage(), "\n";
        throw $e;
    }
});
suspend();
$b = spawn(function () {
    echo "B never\n";
});
graceful_shutdown();
echo "after graceful_shutdown\n";
$c = spawn(function () {
    echo "C never\n";
});
suspend();
echo "main end\n";
var_dump($a->isCancelled(), $b->isCancelled(), $c->isCancelled());
var_dump($b->getException()->getMessage());
?>
--EXPECT--
A start
after graceful_shutdown
A: Async\AsyncCancellation: Graceful shutdown
main end
bool(true)
bool(true)
bool(true)
string(17) "Graceful shutdown"
shutdown function
