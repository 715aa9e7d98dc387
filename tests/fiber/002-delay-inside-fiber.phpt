--TEST--
A coroutine may suspend (delay, await) while running inside a Fiber; other coroutines run meanwhile
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

$c = spawn(function () {
    $f = new Fiber(function () {
        echo "fiber delays\n";
        delay(20);
        echo "fiber after delay\n";
        $v = await(spawn(fn() => "awaited in fiber"));
        echo "$v\n";
        Fiber::suspend("suspended");
        return 5;
    });
    $v = $f->start();
    echo "start returned $v\n";
    $f->resume();
    return $f->getReturn();
});
spawn(function () {
    echo "other coroutine\n";
});
var_dump(await($c));
?>
--EXPECT--
fiber delays
other coroutine
fiber after delay
awaited in fiber
start returned suspended
int(5)
