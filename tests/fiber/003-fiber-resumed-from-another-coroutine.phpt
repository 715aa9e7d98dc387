--TEST--
A Fiber started in one coroutine can be resumed from another; it then runs in the resuming coroutine
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, current_coroutine};

$f = new Fiber(function () {
    echo "fiber starts in #", current_coroutine()->getId(), "\n";
    $v = Fiber::suspend(1);
    echo "fiber resumed with $v in #", current_coroutine()->getId(), "\n";
    return 2;
});
$a = spawn(function () use ($f) {
    $v = $f->start();
    echo "A: fiber suspended with $v\n";
});
$b = spawn(function () use ($f, $a) {
    await($a);
    $f->resume("x");
    echo "B: fiber returned ", $f->getReturn(), "\n";
});
await($b);
var_dump($f->isTerminated());
?>
--EXPECT--
fiber starts in #2
A: fiber suspended with 1
fiber resumed with x in #3
B: fiber returned 2
bool(true)
