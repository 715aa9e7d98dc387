--TEST--
signal(): a token that settled without an error cancels with AsyncCancellation "Signal wait cancelled", a failed or fired token with its own error, a disarmed Timeout never
--EXTENSIONS--
async
posix
--FILE--
<?php
use Async\{Signal, Future, FutureState};
use function Async\{signal, await, spawn, delay, timeout};

function outcome(Future $future): void {
    try {
        $signal = await($future);
        echo "completed: ", $signal->name, "\n";
    } catch (Throwable $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}

// Settled already when signal() is called.
$state = new FutureState();
$state->complete("ready");
outcome(signal(Signal::SIGINT, new Future($state)));
$t = timeout(5);
try { await($t); } catch (Async\TimeoutException) {}
outcome(signal(Signal::SIGINT, $t));

// Settling while the Future watches.
outcome(signal(Signal::SIGINT, spawn(fn() => delay(10))));
outcome(signal(Signal::SIGINT, spawn(function () {
    delay(10);
    throw new RuntimeException("token failed");
})));

// A disarmed Timeout does not cancel: the signal still completes the Future.
$t = timeout(10);
$t->cancel();
$future = signal(Signal::SIGUSR1, $t);
spawn(function () { delay(30); posix_kill(getmypid(), SIGUSR1); });
outcome($future);
$t = timeout(20);
$future = signal(Signal::SIGUSR2, $t);
$t->cancel();
spawn(function () { delay(40); posix_kill(getmypid(), SIGUSR2); });
outcome($future);
?>
--EXPECT--
Async\AsyncCancellation: Signal wait cancelled
Async\TimeoutException: Timeout occurred after 5 milliseconds
Async\AsyncCancellation: Signal wait cancelled
RuntimeException: token failed
completed: SIGUSR1
completed: SIGUSR2
