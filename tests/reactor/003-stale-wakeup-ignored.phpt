--TEST--
An event that fires after its waiter was resumed by another one does not wake the coroutine in a later wait
--EXTENSIONS--
async
posix
pcntl
--FILE--
<?php
use Async\Signal;
use function Async\{spawn, await, await_any_or_fail, signal, timeout, delay};

pcntl_signal(SIGUSR1, SIG_IGN);
$c = spawn(function () {
    $sig = signal(Signal::SIGUSR1);
    try {
        await($sig, timeout(20));           // the timeout wins
    } catch (Async\OperationCanceledException) {
        echo "timed out\n";
    }
    $start = hrtime(true);
    usleep(100000);                          // the signal arrives meanwhile
    $ms = (hrtime(true) - $start) / 1e6;
    var_dump($ms >= 100, $sig->isCompleted());
});
delay(50);
posix_kill(getmypid(), SIGUSR1);
await($c);
?>
--EXPECT--
timed out
bool(true)
bool(true)
