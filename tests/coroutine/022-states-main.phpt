--TEST--
State predicates of the main coroutine: running in the script, suspended while it waits
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, current_coroutine};

$main = current_coroutine();
var_dump($main->isStarted(), $main->isRunning(), $main->isQueued(), $main->isSuspended(), $main->isCompleted(), $main->isCancelled());
$c = spawn(function () use ($main) {
    var_dump($main->isRunning(), $main->isSuspended(), $main->isCompleted());
});
await($c);
var_dump($main->isRunning(), $main->isSuspended());
?>
--EXPECT--
bool(true)
bool(true)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
bool(true)
bool(false)
bool(true)
bool(false)
