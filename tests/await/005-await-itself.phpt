--TEST--
A coroutine cannot await itself (neither main nor a spawned coroutine)
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, current_coroutine};

try {
    await(current_coroutine());
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$c = spawn(function () {
    try {
        await(current_coroutine());
    } catch (Error $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
    return "still alive";
});
var_dump(await($c));
?>
--EXPECT--
Error: A coroutine cannot await itself
Error: A coroutine cannot await itself
string(11) "still alive"
