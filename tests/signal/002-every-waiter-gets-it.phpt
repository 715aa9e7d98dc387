--TEST--
One delivery completes every Future waiting for that signal (one shared OS watcher, many waiters)
--EXTENSIONS--
async
posix
--FILE--
<?php
use Async\Signal;
use function Async\{signal, await_all, spawn, delay, runtime_stats};

$waiters = [];
for ($i = 0; $i < 5; $i++) {
    $waiters[] = spawn(fn () => signal(Signal::SIGUSR1)->await()->name);
}
$other = signal(Signal::SIGUSR2);
delay(10);
var_dump(runtime_stats()['reactor_handles']);   // one for SIGUSR1, one for SIGUSR2
posix_kill(getmypid(), SIGUSR1);
[$results] = await_all($waiters);
echo implode(',', $results), "\n";
var_dump($other->isCompleted());
$other->cancel();
delay(1);
var_dump(runtime_stats()['reactor_handles'], runtime_stats()['reactor_active_events']);
?>
--EXPECT--
int(2)
SIGUSR1,SIGUSR1,SIGUSR1,SIGUSR1,SIGUSR1
bool(false)
int(0)
int(0)
