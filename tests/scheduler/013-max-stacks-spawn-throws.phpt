--TEST--
async.max_stacks: a spawn while that many coroutines hold a stack throws Async\AsyncException; spawning works again once they finish
--EXTENSIONS--
async
--INI--
async.max_stacks=10
--FILE--
<?php
use function Async\{spawn, await, delay, suspend};

$cs = [];
for ($i = 1; $i <= 10; $i++) {
    $cs[] = spawn(function () use ($i) {
        delay(10);
        return $i;
    });
}
suspend();
try {
    spawn(fn() => "eleventh");
    echo "no exception\n";
} catch (Async\AsyncException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$sum = 0;
foreach ($cs as $c) {
    $sum += await($c);
}
var_dump($sum);
var_dump(await(spawn(fn() => "after the others finished")));
?>
--EXPECT--
Async\AsyncException: Cannot spawn coroutine: 10 coroutines already hold or wait for a stack (async.max_stacks); raise async.max_stacks or run fewer coroutines at once
int(55)
string(25) "after the others finished"
