--TEST--
Awaiting a timeout() directly throws TimeoutException; other coroutines run meanwhile
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay, timeout};

spawn(function () {
    echo "coroutine runs while main waits\n";
});
try {
    await(timeout(20));
    echo "not reached\n";
} catch (Async\TimeoutException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
    var_dump($e instanceof Exception, $e->getPrevious());
}
?>
--EXPECT--
coroutine runs while main waits
Async\TimeoutException: Timeout occurred after 20 milliseconds
bool(true)
NULL
