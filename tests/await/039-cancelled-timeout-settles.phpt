--TEST--
A cancelled Timeout settles like a cancelled Future: await() throws its cancellation and the await_*() functions count it as failed
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay, timeout, await_all, await_all_or_fail, await_any_or_fail, await_first_success};

// Cancelled before the wait.
$t = timeout(5000);
$t->cancel();
try {
    await($t);
    echo "await: no exception\n";
} catch (Async\AsyncCancellation $e) {
    echo "await: ", get_class($e), ": ", $e->getMessage(), "\n";
}
[$results, $errors] = await_all(['job' => spawn(fn() => 'done'), 'limit' => $t]);
echo "await_all: ", json_encode($results), " ", get_class($errors['limit']), "\n";
try {
    await_all_or_fail([spawn(function () { delay(50); return 1; }), $t]);
} catch (Async\AsyncCancellation $e) {
    echo "await_all_or_fail: ", $e->getMessage(), "\n";
}
try {
    await_any_or_fail([spawn(function () { delay(50); return 1; }), $t]);
} catch (Async\AsyncCancellation $e) {
    echo "await_any_or_fail: ", $e->getMessage(), "\n";
}
[$result, $errors] = await_first_success([$t, spawn(fn() => 'second')]);
echo "await_first_success: ", $result, ", ", count($errors), " error\n";

// Cancelled while it is waited on, with a cancellation of one's own.
$t = timeout(5000);
spawn(function () use ($t) {
    delay(10);
    $t->cancel(new Async\AsyncCancellation("no longer needed"));
});
[$results, $errors] = await_all(['limit' => $t]);
echo "during await_all: ", $errors['limit']->getMessage(), "\n";

$t = timeout(5000);
spawn(function () use ($t) {
    delay(10);
    $t->cancel();
});
try {
    await($t);
} catch (Async\AsyncCancellation $e) {
    echo "during await: ", $e->getMessage(), "\n";
}
var_dump($t->isCompleted(), $t->isCancelled());
// The same cancellation every time it is awaited again.
try {
    await($t);
} catch (Async\AsyncCancellation $again) {
    var_dump($again === $e);
}
?>
--EXPECT--
await: Async\AsyncCancellation: Timeout has been cancelled
await_all: {"job":"done"} Async\AsyncCancellation
await_all_or_fail: Timeout has been cancelled
await_any_or_fail: Timeout has been cancelled
await_first_success: second, 1 error
during await_all: no longer needed
during await: Timeout has been cancelled
bool(true)
bool(true)
bool(true)
