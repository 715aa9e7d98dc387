--TEST--
With async.debug_deadlock=0 the DeadlockError message has no per-coroutine lines
--EXTENSIONS--
async
--INI--
async.debug_deadlock=0
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
    await($y);
} catch (Async\DeadlockError $e) {
    var_dump($e->getMessage());
}
echo "main end\n";
?>
--EXPECT--
string(64) "Deadlock detected: no active coroutines, 2 coroutines in waiting"
main end
