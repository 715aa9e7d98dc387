--TEST--
Xdebug develop mode: a cancellation that escapes the main script ends it quietly, as without Xdebug (async's error filter sits in front of Xdebug's error handler): no fatal error, the other coroutines and the shutdown functions still run
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
use function Async\{spawn, delay, protect, current_coroutine};

register_shutdown_function(function () {
    echo "shutdown function runs\n";
});
$main = current_coroutine();
spawn(function () use ($main) {
    $main->cancel(new Async\AsyncCancellation("stop main"));
    delay(20);
    echo "other coroutine finishes\n";
});
protect(function () {
    delay(5);
    echo "protected block done\n";
});
echo "not reached\n";
PHP);
echo "--- an uncaught exception of another class is still Xdebug's report\n";
echo xdebug_run('develop', <<<'PHP'
<?php
use function Async\{spawn, await, delay};

$c = spawn(function () {
    delay(1);
    echo "coroutine ran\n";
});
await($c);
throw new LogicException("not a cancellation");
PHP);
?>
--EXPECTF--
protected block done
other coroutine finishes
shutdown function runs
--- an uncaught exception of another class is still Xdebug's report
coroutine ran

Fatal error: Uncaught LogicException: not a cancellation in %s007-main-uncaught-cancellation.child.php on line 9

LogicException: not a cancellation in %s007-main-uncaught-cancellation.child.php on line 9

Call Stack:
%w%f%w%d%w1. {main}() %s007-main-uncaught-cancellation.child.php:0

[exit status 255]
