--TEST--
Deadlock after the main script ended: waiters are cancelled, then an uncaught DeadlockError is reported; shutdown functions run
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await};

register_shutdown_function(function () {
    echo "shutdown function\n";
});
$x = spawn(function () {
    global $y;
    try {
        return await($y);
    } catch (Async\AsyncCancellation $e) {
        echo "x: ", $e->getMessage(), "\n";
    }
});
$y = spawn(function () {
    global $x;
    try {
        return await($x);
    } catch (Async\AsyncCancellation $e) {
        echo "y: ", $e->getMessage(), "\n";
    }
});
echo "main end\n";
?>
--EXPECTF--
main end
x: Deadlock detected
y: Deadlock detected

Fatal error: Uncaught Async\DeadlockError: Deadlock detected: no active coroutines, 2 coroutines in waiting
  Coroutine #1 (main) (the end of all coroutines)
  Coroutine #2 spawned at %s022-deadlock-after-script-end.php:7, suspended at %s022-deadlock-after-script-end.php:10 (await)
  Coroutine #3 spawned at %s022-deadlock-after-script-end.php:15, suspended at %s022-deadlock-after-script-end.php:18 (await) in [no active file]:0
Stack trace:
#0 {main}
  thrown in [no active file] on line 0
shutdown function
