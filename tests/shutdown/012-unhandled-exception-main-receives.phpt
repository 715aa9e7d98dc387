--TEST--
Unhandled exception in a coroutine while main is suspended: main receives the same exception object, others are cancelled
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, suspend};

$thrown = null;
spawn(function () {
    try {
        delay(1000);
        echo "A never\n";
    } catch (Async\AsyncCancellation $e) {
        echo "A: ", get_class($e), ": ", $e->getMessage(), "\n";
    }
});
spawn(function () use (&$thrown) {
    suspend();
    throw $thrown = new RuntimeException("bad thing");
});
try {
    delay(500);
    echo "main never\n";
} catch (RuntimeException $e) {
    echo "main caught: ", $e->getMessage(), "\n";
    var_dump($e === $thrown);
}
echo "main end\n";
?>
--EXPECT--
main caught: bad thing
bool(true)
main end
A: Async\AsyncCancellation: Graceful shutdown
