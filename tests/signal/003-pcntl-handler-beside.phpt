--TEST--
pcntl_signal() handlers keep working beside signal(), and are in charge again once no Future watches
--EXTENSIONS--
async
posix
pcntl
--FILE--
<?php
use Async\Signal;
use function Async\{signal, await, delay};

pcntl_async_signals(true);
$calls = 0;
pcntl_signal(SIGUSR1, function ($signo) use (&$calls) { $calls++; echo "pcntl handler $signo\n"; });

$future = signal(Signal::SIGUSR1);
posix_kill(getmypid(), SIGUSR1);
$name = await($future)->name;   // the pcntl handler runs as soon as main runs again
echo "future: $name\n";
delay(5);
// No Future watches any more: the pcntl handler alone gets the next one.
posix_kill(getmypid(), SIGUSR1);
delay(5);
var_dump($calls);
?>
--EXPECT--
pcntl handler 10
future: SIGUSR1
pcntl handler 10
int(2)
