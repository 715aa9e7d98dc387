--TEST--
Xdebug develop mode: each coroutine's frames count from its own base for xdebug.max_nesting_level, whatever depth it was spawned at; the limit is a catchable Error inside the coroutine; deep recursion within the C stack works
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

$script = <<<'PHP'
<?php
use function Async\{spawn, await, delay};

function rec(int $n): int { return $n === 0 ? 0 : rec($n - 1) + 1; }
function rec_suspending(int $n): int {
    if ($n === 0) {
        delay(1);
        return count(xdebug_get_function_stack());
    }
    return rec_suspending($n - 1);
}
function main_deep(int $n): void {
    if ($n > 0) {
        main_deep($n - 1);
        return;
    }
    // 200 frames deep in main; two coroutines deep at once, interleaved.
    $a = spawn(fn() => rec_suspending(200));
    $b = spawn(fn() => rec_suspending(100));
    echo "frames at the bottom: ", await($a), " ", await($b), "\n";
    $c = spawn(fn() => rec(300));
    try {
        await($c);
    } catch (Error $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
main_deep(200);
echo "main: ", count(xdebug_get_function_stack()), " frame\n";
if (ini_get('xdebug.max_nesting_level') == -1) {
    // Xdebug nests every PHP call on the C stack: 3,000 levels fit in
    // a coroutine's default stack.
    echo "3000 levels: ", await(spawn(fn() => rec(3000))), "\n";
}
PHP;
echo xdebug_run('develop', $script);
echo xdebug_run('develop', $script, ['xdebug.max_nesting_level' => -1]);
?>
--EXPECT--
frames at the bottom: 203 103
Error: Xdebug has detected a possible infinite loop, and aborted your script with a stack depth of '256' frames
main: 1 frame
frames at the bottom: 203 103
main: 1 frame
3000 levels: 3000
