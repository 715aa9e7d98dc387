--TEST--
The await_*() functions refuse to wait for the calling coroutine itself
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay, current_coroutine, await_all, await_any_of};

$other = spawn(function () { delay(50); return 1; });
try {
    await_all([$other, current_coroutine()]);
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$c = spawn(function () use ($other) {
    try {
        await_any_of(1, [current_coroutine(), $other]);
    } catch (Error $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
    return "ok";
});
var_dump(await($c));
?>
--EXPECT--
Error: A coroutine cannot await itself
Error: A coroutine cannot await itself
string(2) "ok"
