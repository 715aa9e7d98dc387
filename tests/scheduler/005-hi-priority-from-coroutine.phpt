--TEST--
A high-priority coroutine spawned inside a coroutine runs before earlier normal ones when that coroutine suspends
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, suspend};

$parent = spawn(function () {
    spawn(function () {
        echo "child normal\n";
    });
    spawn(function () {
        echo "child high\n";
    })->asHiPriority();
    echo "parent suspends\n";
    suspend();
    echo "parent resumed\n";
});
spawn(function () {
    echo "sibling\n";
});
await($parent);
echo "main\n";
?>
--EXPECT--
parent suspends
child high
sibling
child normal
parent resumed
main
