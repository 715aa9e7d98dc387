--TEST--
pcntl_fork() with only main alive: the child gets a reactor of its own, so timers, coroutines, exec() and DNS work in both processes at once, and a timer the parent had armed does not fire in the child
--EXTENSIONS--
async
pcntl
--FILE--
<?php
use function Async\{spawn, await, await_all_or_fail, delay, timeout};

// Everything the loop owns (wakeup descriptor, signal pipe, epoll) exists
// before the fork: a thread job, a child process and a timer have run.
exec("echo warm", $out);
gethostbyname("localhost");
$armed = timeout(150);
await(spawn(fn() => null), $armed); // its timer now runs

function work(string $who): string {
    $coroutines = [];
    for ($i = 0; $i < 4; $i++) {
        $coroutines[] = spawn(function () use ($i, $who) {
            delay(5 * $i);
            exec("echo $who-$i", $out, $status);
            return $out[0] . "/" . $status . "/" . gethostbyname("localhost");
        });
    }
    $results = await_all_or_fail($coroutines);
    $start = hrtime(true);
    delay(50);
    $slept = (hrtime(true) - $start) / 1e6 >= 50;
    return implode(" ", $results) . " slept=" . var_export($slept, true);
}

$report = tempnam(sys_get_temp_dir(), "async-fork");
$pid = pcntl_fork();
if ($pid === 0) {
    $line = work("child");
    delay(250); // past the parent's deadline
    $line .= " inherited-timer-fired=" . var_export($armed->isCompleted(), true);
    file_put_contents($report, $line);
    exit(0);
}
echo "parent: ", work("parent"), "\n";
delay(250);
echo "parent: armed timer fired=", var_export($armed->isCompleted(), true), "\n";
pcntl_waitpid($pid, $status);
echo "child exit status: ", pcntl_wexitstatus($status), "\n";
echo "child: ", file_get_contents($report), "\n";
unlink($report);
?>
--EXPECT--
parent: parent-0/0/127.0.0.1 parent-1/0/127.0.0.1 parent-2/0/127.0.0.1 parent-3/0/127.0.0.1 slept=true
parent: armed timer fired=true
child exit status: 0
child: child-0/0/127.0.0.1 child-1/0/127.0.0.1 child-2/0/127.0.0.1 child-3/0/127.0.0.1 slept=true inherited-timer-fired=false
