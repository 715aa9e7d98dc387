--TEST--
A Fiber in main may spawn and suspend the main coroutine; Fiber::suspend still returns to main
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, suspend};

$f = new Fiber(function () {
    $c = spawn(function () {
        echo "coroutine, Fiber::getCurrent(): ";
        var_dump(Fiber::getCurrent());
        return 1;
    });
    suspend();
    echo "fiber back after suspend()\n";
    var_dump(await($c));
    $v = Fiber::suspend("to main");
    echo "fiber resumed with $v\n";
});
var_dump($f->start());
echo "main between\n";
$f->resume("again");
var_dump($f->isTerminated());
?>
--EXPECT--
coroutine, Fiber::getCurrent(): NULL
fiber back after suspend()
int(1)
string(7) "to main"
main between
fiber resumed with again
bool(true)
