--TEST--
await() of an already finished coroutine returns at once without running queued coroutines
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, suspend};

$a = spawn(function () {
    echo "A\n";
    return 1;
});
suspend();
$b = spawn(function () {
    echo "B\n";
});
var_dump(await($a));
var_dump($b->isStarted());
suspend();
var_dump($b->isCompleted());
?>
--EXPECT--
A
int(1)
bool(false)
B
bool(true)
