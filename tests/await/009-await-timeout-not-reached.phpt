--TEST--
await() with a timeout token that does not fire in time returns the result; the deadline keeps running
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay, timeout};

$t = timeout(200);
$c = spawn(function () {
    delay(10);
    return "fast";
});
var_dump(await($c, $t));
var_dump($t->isCompleted());
delay(350); // past the deadline: nothing is thrown into the former awaiter
echo "after deadline\n";
var_dump($t->isCompleted(), $t->isCancelled());
// The deadline has passed, so reusing the token cancels at once.
try {
    await(spawn(fn() => "again"), $t);
} catch (Async\OperationCanceledException $e) {
    echo get_class($e->getPrevious()), ": ", $e->getPrevious()->getMessage(), "\n";
}
?>
--EXPECT--
string(4) "fast"
bool(false)
after deadline
bool(true)
bool(false)
Async\TimeoutException: Timeout occurred after 200 milliseconds
