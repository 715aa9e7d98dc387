--TEST--
Resuming a Fiber whose coroutine is suspended inside it (delay) throws FiberError; the fiber later finishes normally
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

$f = new Fiber(function () {
    echo "fiber delays\n";
    delay(30);
    echo "fiber after delay\n";
    return 7;
});
$a = spawn(function () use ($f) {
    $f->start();
    echo "A: fiber returned ", $f->getReturn(), "\n";
});
$b = spawn(function () use ($f) {
    try {
        $f->resume();
    } catch (FiberError $e) {
        echo "B: ", get_class($e), ": ", $e->getMessage(), "\n";
    }
    try {
        Fiber::suspend();
    } catch (FiberError $e) {
        echo "B: ", $e->getMessage(), "\n";
    }
});
await($a);
await($b);
?>
--EXPECT--
fiber delays
B: FiberError: Cannot resume a fiber that is not suspended
B: Cannot suspend outside of a fiber
fiber after delay
A: fiber returned 7
