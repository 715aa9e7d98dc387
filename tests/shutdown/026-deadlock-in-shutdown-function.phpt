--TEST--
A deadlock among coroutines awaited from a shutdown function: the shutdown function gets a catchable DeadlockError
--EXTENSIONS--
async
--INI--
async.debug_deadlock=0
--FILE--
<?php
use function Async\{spawn, await};

register_shutdown_function(function () {
    echo "shutdown function\n";
    $a = spawn(function () {
        global $b;
        return await($b);
    });
    $GLOBALS['b'] = spawn(function () use ($a) {
        return await($a);
    });
    try {
        await($a);
    } catch (Async\DeadlockError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
    echo "shutdown function end\n";
});
echo "main end\n";
?>
--EXPECT--
main end
shutdown function
Async\DeadlockError: Deadlock detected: no active coroutines, 2 coroutines in waiting
shutdown function end
