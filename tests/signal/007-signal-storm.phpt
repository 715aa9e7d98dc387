--TEST--
Signal storm: thousands of SIGUSR1 while coroutines work; no crash, no lost waiter, the final SIGUSR2 ends it
--EXTENSIONS--
async
posix
pcntl
--FILE--
<?php
use Async\Signal;
use function Async\{signal, spawn, await, await_all, suspend, delay};

// Between two Futures nobody watches SIGUSR1: it must not kill us then.
pcntl_signal(SIGUSR1, SIG_IGN);
$pid = getmypid();
$received = 0;
$stop = signal(Signal::SIGUSR2);
$listeners = [];
for ($i = 0; $i < 3; $i++) {
    $listeners[] = spawn(function () use (&$received, $stop) {
        $mine = 0;
        while (!$stop->isCompleted()) {
            [$results] = Async\await_any_of(1, [signal(Signal::SIGUSR1), $stop]);
            $mine++;
            $received++;
        }
        return $mine > 0;
    });
}
$workers = [];
for ($i = 0; $i < 3; $i++) {
    $workers[] = spawn(function () use ($stop) {
        $n = 0;
        while (!$stop->isCompleted()) { $n++; suspend(); }
        return $n > 0;
    });
}
delay(10);
$sender = spawn(fn () => shell_exec("i=0; while [ \$i -lt 3000 ]; do kill -USR1 $pid; i=\$((i+1)); done; kill -USR2 $pid"));
await($sender);
await($stop);
[$l] = await_all($listeners);
[$w] = await_all($workers);
var_dump($l, $w, $received >= 3);
?>
--EXPECT--
array(3) {
  [0]=>
  bool(true)
  [1]=>
  bool(true)
  [2]=>
  bool(true)
}
array(3) {
  [0]=>
  bool(true)
  [1]=>
  bool(true)
  [2]=>
  bool(true)
}
bool(true)
