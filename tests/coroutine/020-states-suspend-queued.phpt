--TEST--
Coroutine state predicates of a coroutine that called suspend() and sits in the ready queue: started, queued and suspended
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, suspend};

$c = spawn(function () {
    suspend();
    return 'done';
});
suspend();
var_dump($c->isStarted(), $c->isQueued(), $c->isSuspended(), $c->isRunning(), $c->isCompleted());
var_dump(await($c));
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(false)
bool(false)
string(4) "done"
