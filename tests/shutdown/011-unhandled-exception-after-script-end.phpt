--TEST--
Unhandled exception in a coroutine after the script ended: others are cancelled, the error is reported after the drain
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, suspend};

register_shutdown_function(function () {
    echo "shutdown function\n";
});

spawn(function () {
    try {
        echo "A start\n";
        delay(1000);
        echo "A never\n";
    } catch (Async\AsyncCancellation $e) {
        echo "A: ", get_class($e), ": ", $e->getMessage(), "\n";
        throw $e;
    } finally {
        echo "A finally\n";
    }
});
spawn(function () {
    echo "B start\n";
    suspend();
    throw new RuntimeException("bad thing");
});
echo "main end\n";
?>
--EXPECTF--
main end
A start
B start
A: Async\AsyncCancellation: Graceful shutdown
A finally

Fatal error: Uncaught RuntimeException: bad thing in %s:%d
Stack trace:
#0 [internal function]: {closure}()
#1 %s(%d): Async\spawn()
#2 {main}
  thrown in %s on line %d
shutdown function
