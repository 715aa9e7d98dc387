--TEST--
Xdebug develop mode: an exception thrown in a coroutine after it resumed carries that coroutine's trace; uncaught, Xdebug reports it with the coroutine's frames
--EXTENSIONS--
async
--SKIPIF--
<?php
require __DIR__ . '/xdebug.inc';
if ($reason = xdebug_skip_reason()) die($reason);
?>
--FILE--
<?php
require __DIR__ . '/xdebug.inc';

echo xdebug_run('develop', <<<'PHP'
<?php
use function Async\{spawn, await, delay};

function fail(int $n): void {
    if ($n === 0) {
        delay(5);
        throw new LogicException("failed after resuming");
    }
    fail($n - 1);
}
$c = spawn(fn() => fail(2));
$d = spawn(function () { delay(1); echo "other coroutine ran\n"; });
try {
    await($c);
} catch (LogicException $e) {
    echo get_class($e), ": ", $e->getMessage(), " (line ", $e->getLine(), ")\n", $e->getTraceAsString(), "\n";
}
spawn(function () {
    delay(1);
    fail(1);
});
PHP);
?>
--EXPECTF--
other coroutine ran
LogicException: failed after resuming (line 7)
#0 %s004-exception-traces.child.php(9): fail(0)
#1 %s004-exception-traces.child.php(9): fail(1)
#2 %s004-exception-traces.child.php(11): fail(2)
#3 [internal function]: {closure}()
#4 {main}

Fatal error: Uncaught LogicException: failed after resuming in %s004-exception-traces.child.php on line 7

Call Stack:
%w%f%w%d%w1. Async\__shutdown() Unknown:0

LogicException: failed after resuming in %s004-exception-traces.child.php on line 7

Call Stack:
%w%f%w%d%w1. {fiber:%x}() %s004-exception-traces.child.php:%d
%w%f%w%d%w2. {closure:%s004-exception-traces.child.php:18-21}() %s004-exception-traces.child.php:0
%w%f%w%d%w3. fail($n = 1) %s004-exception-traces.child.php:20
%w%f%w%d%w4. fail($n = 0) %s004-exception-traces.child.php:9

[exit status 255]
