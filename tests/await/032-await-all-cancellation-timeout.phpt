--TEST--
await_all() with a timeout token that fires throws OperationCanceledException (previous: TimeoutException)
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay, timeout, await_all, await_all_or_fail};

$fast = spawn(function () { delay(10); return "fast"; });
$slow = spawn(function () { delay(400); return "slow"; });
try {
    await_all([$fast, $slow], timeout(150));
    echo "not reached\n";
} catch (Async\OperationCanceledException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
    echo get_class($e->getPrevious()), ": ", $e->getPrevious()->getMessage(), "\n";
}
var_dump($fast->isCompleted(), $slow->isCompleted());

// A token that does not fire in time changes nothing.
echo json_encode(await_all([$fast, $slow], timeout(1000))), "\n";

// await_all_or_fail with a token that already fired.
$t = timeout(5);
try { await($t); } catch (Async\TimeoutException) {}
try {
    await_all_or_fail([spawn(fn() => 1)], $t);
} catch (Async\OperationCanceledException $e) {
    echo get_class($e), ": ", $e->getPrevious()->getMessage(), "\n";
}
?>
--EXPECT--
Async\OperationCanceledException: Operation has been cancelled
Async\TimeoutException: Timeout occurred after 150 milliseconds
bool(true)
bool(false)
[["fast","slow"],[]]
Async\OperationCanceledException: Timeout occurred after 5 milliseconds
