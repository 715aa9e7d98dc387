--TEST--
Deadlock while main waits: main gets a catchable DeadlockError naming every waiting coroutine
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await};

$x = spawn(function () {
    global $y;
    return await($y);
});
$y = spawn(function () {
    global $x;
    return await($x);
});
try {
    await($x);
} catch (Async\DeadlockError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo "main end\n";
?>
--EXPECTF--
Async\DeadlockError: Deadlock detected: no active coroutines, 2 coroutines in waiting
  Coroutine #1 (main), suspended at %s019-deadlock-main-catches.php:13 (await)
  Coroutine #2 spawned at %s019-deadlock-main-catches.php:4, suspended at %s019-deadlock-main-catches.php:6 (await)
  Coroutine #3 spawned at %s019-deadlock-main-catches.php:8, suspended at %s019-deadlock-main-catches.php:10 (await)
main end
