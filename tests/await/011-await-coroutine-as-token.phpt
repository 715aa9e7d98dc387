--TEST--
A Coroutine used as cancellation token cancels the await when it finishes first
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

// Slow enough that it is still running under valgrind when the tokens fire.
$slow = spawn(function () {
    delay(1500);
    return "slow";
});

// Token finishes normally: no previous exception.
$token = spawn(fn() => delay(20));
try {
    await($slow, $token);
} catch (Async\OperationCanceledException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
    var_dump($e->getPrevious());
}

// Token fails: its exception becomes the previous one.
$ex = new RuntimeException("token failed");
$token = spawn(function () use ($ex) {
    delay(20);
    throw $ex;
});
try {
    await($slow, $token);
} catch (Async\OperationCanceledException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
    var_dump($e->getPrevious() === $ex);
}

// A token that does not finish in time does not interfere.
$late = spawn(fn() => delay(5000));
var_dump(await($slow, $late));
$late->cancel();
?>
--EXPECT--
Async\OperationCanceledException: Operation has been cancelled
NULL
Async\OperationCanceledException: Operation has been cancelled
bool(true)
string(4) "slow"
