--TEST--
An unfinished Fiber destroyed inside a coroutine runs its finally block there; a Fiber can outlive its coroutine
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, suspend, current_coroutine};

$c = spawn(function () {
    $f = new Fiber(function () {
        try {
            Fiber::suspend();
            echo "never\n";
        } finally {
            echo "fiber finally in #", current_coroutine()->getId(), "\n";
        }
    });
    $f->start();
    suspend();
    unset($f);
    echo "after unset\n";
    return "done";
});
var_dump(await($c));

$keep = null;
$c = spawn(function () use (&$keep) {
    $keep = new Fiber(function () {
        Fiber::suspend();
        echo "resumed from main, in #", current_coroutine()->getId(), "\n";
    });
    $keep->start();
    return 1;
});
await($c);
var_dump($c->isCompleted());
$keep->resume();
?>
--EXPECT--
fiber finally in #2
after unset
string(4) "done"
bool(true)
resumed from main, in #1
