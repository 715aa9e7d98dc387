--TEST--
Fiber::suspend() in a coroutine outside any Fiber throws FiberError; the coroutine is not a Fiber
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await};

$c = spawn(function () {
    var_dump(Fiber::getCurrent());
    try {
        Fiber::suspend(1);
    } catch (FiberError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
    return "still fine";
});
var_dump(await($c));
try {
    Fiber::suspend(1);
} catch (FiberError $e) {
    echo "main: ", $e->getMessage(), "\n";
}
?>
--EXPECT--
NULL
FiberError: Cannot suspend outside of a fiber
string(10) "still fine"
main: Cannot suspend outside of a fiber
