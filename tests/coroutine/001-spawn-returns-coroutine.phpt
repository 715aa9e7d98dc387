--TEST--
spawn() returns a queued Async\Coroutine; the body runs only once main suspends
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, suspend};

$c = spawn(function () {
    echo "body\n";
});
var_dump($c instanceof Async\Coroutine, $c instanceof Async\Completable, $c instanceof Async\Awaitable);
echo "before suspend\n";
suspend();
echo "after suspend\n";
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
before suspend
body
after suspend
