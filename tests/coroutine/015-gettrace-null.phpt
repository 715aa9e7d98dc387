--TEST--
Coroutine::getTrace() is null for a coroutine that has not started, is running, or has finished; a negative limit is a ValueError
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, current_coroutine};

$c = spawn(function () {
    var_dump(current_coroutine()->getTrace());
    return 1;
});
var_dump($c->getTrace());
await($c);
var_dump($c->getTrace());
var_dump(current_coroutine()->getTrace());
try {
    $c->getTrace(0, -1);
} catch (ValueError $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
?>
--EXPECT--
NULL
NULL
NULL
NULL
ValueError: Async\Coroutine::getTrace(): Argument #2 ($limit) must be greater than or equal to 0
