--TEST--
pcntl_fork() throws Error while a coroutine other than main is alive (also when called from such a coroutine); with only main left it forks, and before the scheduler ever ran it is PHP's own
--EXTENSIONS--
async
pcntl
--FILE--
<?php
use function Async\{spawn, await, delay};

function fork_and_wait(): void {
    $pid = pcntl_fork();
    if ($pid === 0) {
        exit(3);
    }
    pcntl_waitpid($pid, $status);
    echo "child exited ", pcntl_wexitstatus($status), "\n";
}

fork_and_wait(); // scheduler not launched yet

$c = spawn(function () { delay(10000); });
delay(1);
try {
    pcntl_fork();
    echo "no exception\n";
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$c->cancel();
try { await($c); } catch (Async\AsyncCancellation $e) {}

$inner = spawn(function () {
    try {
        pcntl_fork();
    } catch (Error $e) {
        return $e->getMessage() === "Cannot fork() while coroutines other than the main one are running. fork() is only allowed when just the main coroutine is active.";
    }
    return false;
});
var_dump(await($inner));

fork_and_wait(); // only main is alive
?>
--EXPECT--
child exited 3
Error: Cannot fork() while coroutines other than the main one are running. fork() is only allowed when just the main coroutine is active.
bool(true)
child exited 3
