--TEST--
Coroutine::asHiPriority(): each HI coroutine goes to the head of the queue, so the latest one runs first
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, suspend};

spawn(function () { echo "n1\n"; });
spawn(function () { echo "h1\n"; })->asHiPriority();
spawn(function () { echo "n2\n"; });
spawn(function () { echo "h2\n"; })->asHiPriority();
suspend();
echo "main\n";
?>
--EXPECT--
h2
h1
n1
n2
main
