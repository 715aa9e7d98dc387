--TEST--
async.max_stacks: coroutines spawned but not yet started count, so the spawn past the limit throws at once (not the coroutine when it would start) and no coroutine is created for it
--EXTENSIONS--
async
--INI--
async.max_stacks=10
--FILE--
<?php
use function Async\{spawn, await, delay, get_coroutines};

$ran = [];
$cs = [];
for ($i = 1; $i <= 12; $i++) {
    try {
        $cs[$i] = spawn(function () use ($i, &$ran) {
            $ran[] = $i;
            delay(10);
            return $i;
        });
    } catch (Async\AsyncException $e) {
        echo "spawn $i: ", get_class($e), ": ", $e->getMessage(), "\n";
    }
}
echo "alive before any started: ", count(get_coroutines()) - 1, "\n";
$sum = 0;
foreach ($cs as $c) {
    $sum += await($c);
}
echo "sum: $sum, bodies run: ", count($ran), "\n";
?>
--EXPECT--
spawn 11: Async\AsyncException: Cannot spawn coroutine: 10 coroutines already hold or wait for a stack (async.max_stacks); raise async.max_stacks or run fewer coroutines at once
spawn 12: Async\AsyncException: Cannot spawn coroutine: 10 coroutines already hold or wait for a stack (async.max_stacks); raise async.max_stacks or run fewer coroutines at once
alive before any started: 10
sum: 55, bodies run: 10
