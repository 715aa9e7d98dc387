--TEST--
suspend(), delay() and await() inside a destructor throw Error; spawn() there works
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay, suspend};

class D {
    public function __destruct() {
        echo "destructor\n";
        try {
            suspend();
        } catch (Error $e) {
            echo get_class($e), ": ", $e->getMessage(), "\n";
        }
        try {
            delay(1);
        } catch (Error $e) {
            echo "delay: ", $e->getMessage(), "\n";
        }
        $c = spawn(function () {
            echo "cleanup coroutine\n";
            return "cleaned";
        });
        try {
            await($c);
        } catch (Error $e) {
            echo "await: ", $e->getMessage(), "\n";
        }
        echo "destructor end\n";
    }
}

$c = spawn(function () {
    $d = new D();
    unset($d);
    echo "after unset\n";
});
await($c);
echo "main end\n";
?>
--EXPECT--
destructor
Error: Cannot suspend a coroutine here: switching is not allowed inside destructors, garbage collection or signal handlers; spawn a coroutine for asynchronous cleanup instead
delay: Cannot suspend a coroutine here: switching is not allowed inside destructors, garbage collection or signal handlers; spawn a coroutine for asynchronous cleanup instead
await: Cannot suspend a coroutine here: switching is not allowed inside destructors, garbage collection or signal handlers; spawn a coroutine for asynchronous cleanup instead
destructor end
after unset
cleanup coroutine
main end
