--TEST--
delay() rejects negative and non-integer durations
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

foreach ([-1, PHP_INT_MIN] as $ms) {
    try {
        delay($ms);
    } catch (ValueError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
try {
    delay("later");
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
// Inside a coroutine too, and the coroutine goes on.
var_dump(await(spawn(function () {
    try {
        delay(-10);
    } catch (ValueError $e) {
        return $e->getMessage();
    }
})));
?>
--EXPECT--
ValueError: Async\delay(): Argument #1 ($ms) must be greater than or equal to 0
ValueError: Async\delay(): Argument #1 ($ms) must be greater than or equal to 0
TypeError: Async\delay(): Argument #1 ($ms) must be of type int, string given
string(67) "Async\delay(): Argument #1 ($ms) must be greater than or equal to 0"
