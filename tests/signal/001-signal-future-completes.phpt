--TEST--
signal() returns a Future that completes with the Signal case at the next delivery
--EXTENSIONS--
async
posix
--FILE--
<?php
use Async\Signal;
use function Async\{signal, await, spawn, delay};

$future = signal(Signal::SIGUSR1);
var_dump($future instanceof Async\Future, $future->isCompleted());
spawn(function () { delay(20); posix_kill(getmypid(), SIGUSR1); });
var_dump(await($future) === Signal::SIGUSR1, $future->isCompleted(), $future->isCancelled());
// A delivery before anyone awaits is not lost: the Future watches from signal() on.
$early = signal(Signal::SIGUSR2);
posix_kill(getmypid(), SIGUSR2);
var_dump(await($early));
?>
--EXPECT--
bool(true)
bool(false)
bool(true)
bool(true)
bool(false)
enum(Async\Signal::SIGUSR2)
