--TEST--
Channel: a recv nobody will ever send to is reported as a deadlock
--EXTENSIONS--
async
--FILE--
<?php
use Async\Channel;
use function Async\{spawn, await};

$ch = new Channel();
$c = spawn(function () use ($ch) {
    try {
        $ch->recv();
    } catch (Throwable $e) {
        echo "coroutine: ", get_class($e), ": ", $e->getMessage(), "\n";
    }
});
try {
    await($c);
} catch (Async\DeadlockError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo "end\n";
?>
--EXPECTF--
Async\DeadlockError: Deadlock detected: no active coroutines, 1 coroutines in waiting
  Coroutine #1 (main), suspended at %s:14 (await)
  Coroutine #2 spawned at %s:6, suspended at %s:8 (channel recv)
end
coroutine: Async\AsyncCancellation: Deadlock detected
