--TEST--
Coroutine state predicates through a normal life: queued, running, waiting on a timer, completed
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay, suspend, current_coroutine};

function state(Async\Coroutine $c): string {
    $on = [];
    foreach (['isStarted', 'isQueued', 'isRunning', 'isSuspended', 'isCancelled', 'isCancellationRequested', 'isCompleted'] as $m) {
        if ($c->$m()) {
            $on[] = $m;
        }
    }
    return implode(',', $on) ?: '(none)';
}

$c = spawn(function () {
    echo "running:   ", state(current_coroutine()), "\n";
    delay(300);
    return 1;
});
echo "spawned:   ", state($c), "\n";
suspend();
echo "waiting:   ", state($c), "\n";
await($c);
echo "completed: ", state($c), "\n";
?>
--EXPECT--
spawned:   isQueued,isSuspended
running:   isStarted,isRunning
waiting:   isStarted,isSuspended
completed: isStarted,isCompleted
