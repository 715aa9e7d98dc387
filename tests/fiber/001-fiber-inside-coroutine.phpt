--TEST--
A Fiber started inside a coroutine suspends and resumes normally, across a coroutine suspension
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, suspend};

$c = spawn(function () {
    $f = new Fiber(function ($x) {
        echo "fiber got $x\n";
        $y = Fiber::suspend($x + 1);
        echo "fiber resumed with $y\n";
        return "fiber result";
    });
    $v = $f->start(1);
    echo "Fiber::suspend gave $v\n";
    suspend();
    echo "coroutine resumed\n";
    $f->resume("r");
    echo $f->getReturn(), "\n";
    return "coroutine result";
});
spawn(function () {
    echo "other coroutine\n";
});
var_dump(await($c));
?>
--EXPECT--
fiber got 1
Fiber::suspend gave 2
other coroutine
coroutine resumed
fiber resumed with r
fiber result
string(16) "coroutine result"
