--TEST--
Once the scheduler runs, sleep() in main suspends main only: a coroutine runs meanwhile
--EXTENSIONS--
async
--FILE--
<?php
use function Async\spawn;

$ran = false;
spawn(function () use (&$ran) { $ran = true; echo "coroutine ran\n"; });
usleep(20000);
var_dump($ran);
?>
--EXPECT--
coroutine ran
bool(true)
