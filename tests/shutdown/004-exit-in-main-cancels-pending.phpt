--TEST--
exit() in main with pending coroutines: they are cancelled, their finally blocks run, then shutdown functions
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
        echo "A: ", get_class($e), "\n";
        throw $e;
    } finally {
        echo "A finally\n";
    }
});
suspend();
spawn(function () {
    echo "B never\n";
});
echo "main exit\n";
exit(7);
echo "after exit\n";
?>
--EXPECT--
A start
main exit
A: Async\AsyncCancellation
A finally
shutdown function
