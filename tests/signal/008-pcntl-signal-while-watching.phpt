--TEST--
pcntl_signal() called while a signal Future watches the same signal does not steal it: both the Future and the new handler get it
--EXTENSIONS--
async
posix
pcntl
--FILE--
<?php
use Async\Signal;
use function Async\{signal, await, delay};

pcntl_async_signals(true);
$future = signal(Signal::SIGUSR2);
pcntl_signal(SIGUSR2, function ($signo) { echo "pcntl handler $signo\n"; });
posix_kill(getmypid(), SIGUSR2);
$name = await($future)->name;
echo "future: $name\n";
posix_kill(getmypid(), SIGUSR2);
delay(5);
echo "done\n";
?>
--EXPECT--
pcntl handler 12
future: SIGUSR2
pcntl handler 12
done
