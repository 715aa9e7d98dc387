--TEST--
A timer already due when the scheduler goes idle wakes its coroutine even while another handle (a signal watch) keeps the loop alive
--EXTENSIONS--
async
--FILE--
<?php
use Async\Signal;
use function Async\{spawn, await, signal};

$watch = signal(Signal::SIGUSR2);   // an active handle that never fires
$sleeper = spawn(function () { usleep(1000); return 'woke'; });
spawn(function () {
    // Busy past the sleeper's deadline without suspending: when the
    // scheduler next goes idle, the timer is already due.
    $t = hrtime(true);
    while (hrtime(true) - $t < 20000000) {}
});
var_dump(await($sleeper));
$watch->cancel();
?>
--EXPECT--
string(4) "woke"
