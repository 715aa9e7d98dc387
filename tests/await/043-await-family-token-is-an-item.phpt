--TEST--
When the cancellation token is also one of the awaited items, the cancellation wins
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Future, FutureState};
use function Async\{spawn, delay, timeout, await_all, await_all_or_fail, await_any_or_fail, await_first_success};

function report(callable $call): void {
    try {
        $result = $call();
        echo "returned ", json_encode($result), "\n";
    } catch (Async\OperationCanceledException $e) {
        echo get_class($e), ($e->getPrevious() ? " (" . get_class($e->getPrevious()) . ")" : ""), "\n";
    }
}

$first = spawn(fn() => "first");
$second = spawn(fn() => "second");
report(fn() => await_all([$first, $second], $second));

$state = new FutureState();
$future = new Future($state);
spawn(function () use ($state) { delay(10); $state->complete("value"); });
report(fn() => await_any_or_fail([$future], $future));

$t = timeout(20);
report(fn() => await_first_success([$t, spawn(function () { delay(500); return 1; })], $t));

$job = spawn(function () { delay(10); return "job"; });
report(fn() => await_all_or_fail((function () use ($job) { yield $job; })(), $job));
?>
--EXPECT--
Async\OperationCanceledException
Async\OperationCanceledException
Async\OperationCanceledException (Async\TimeoutException)
Async\OperationCanceledException
