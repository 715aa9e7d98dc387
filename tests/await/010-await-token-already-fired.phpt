--TEST--
await() with a token that already fired throws at once, even if the awaitable is finished
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay, timeout};

$t = timeout(10);
try {
    await($t);
} catch (Async\TimeoutException $e) {
    echo "timeout: ", $e->getMessage(), "\n";
}
var_dump($t->isCompleted());

$c = spawn(function () {
    delay(50);
    return "value";
});
try {
    await($c, $t);
    echo "not reached\n";
} catch (Async\OperationCanceledException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
    echo get_class($e->getPrevious()), ": ", $e->getPrevious()->getMessage(), "\n";
}
var_dump($c->isStarted(), $c->isCompleted());
var_dump(await($c));
?>
--EXPECT--
timeout: Timeout occurred after 10 milliseconds
bool(true)
Async\OperationCanceledException: Operation has been cancelled
Async\TimeoutException: Timeout occurred after 10 milliseconds
bool(false)
bool(false)
string(5) "value"
