--TEST--
Xdebug coverage mode: xdebug_get_code_coverage() shows the lines run inside coroutines, before and after they suspend, in nested coroutines, and marks the lines never run
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

echo xdebug_run('coverage', <<<'PHP'
<?php
use function Async\{spawn, await, await_all, delay};

function before_suspend(int $n): int {
    $x = $n * 2;
    return $x;
}
function after_resume(int $n): int {
    $y = $n + 1;
    return $y;
}
function never_called(): void {
    echo "no\n";
}

xdebug_start_code_coverage(XDEBUG_CC_UNUSED | XDEBUG_CC_DEAD_CODE);
$coroutines = [];
for ($i = 0; $i < 3; $i++) {
    $coroutines[] = spawn(function () use ($i) {
        $a = before_suspend($i);
        delay(5);
        $b = after_resume($a);
        $inner = spawn(function () use ($b) {
            delay(1);
            return $b * 10;
        });
        return await($inner);
    });
}
[$results] = await_all($coroutines);
$coverage = xdebug_get_code_coverage();
xdebug_stop_code_coverage();
echo implode(",", $results), "\n";
$run = $not_run = [];
foreach ($coverage[__FILE__] as $line => $mark) {
    if ($mark === 1) {
        $run[] = $line;
    } elseif ($mark === -1) {
        $not_run[] = $line;
    }
}
sort($run);
sort($not_run);
echo "run: ", implode(",", $run), "\n";
echo "not run: ", implode(",", $not_run), "\n";
PHP);
?>
--EXPECT--
10,30,50
run: 5,6,9,10,17,18,19,20,21,22,23,24,25,26,27,28,30,31
not run: 13,14
