--TEST--
async.max_stacks: coroutines queued beyond the limit fail with Async\AsyncException when they would start
--EXTENSIONS--
async
--INI--
async.max_stacks=10
--FILE--
<?php
use function Async\{spawn, await, delay};

$ran = [];
$cs = [];
for ($i = 1; $i <= 12; $i++) {
    $cs[$i] = spawn(function () use ($i, &$ran) {
        $ran[] = $i;
        delay(10);
        return $i;
    });
}
foreach ($cs as $i => $c) {
    try {
        $r = await($c);
        echo "$i: $r\n";
    } catch (Async\AsyncException $e) {
        echo "$i: ", get_class($e), ": ", $e->getMessage(), "\n";
    }
}
echo "bodies run: ", count($ran), "\n";
?>
--EXPECT--
1: 1
2: 2
3: 3
4: 4
5: 5
6: 6
7: 7
8: 8
9: 9
10: 10
11: Async\AsyncException: Cannot start coroutine: 10 coroutines already hold a stack (async.max_stacks); raise async.max_stacks or run fewer coroutines at once
12: Async\AsyncException: Cannot start coroutine: 10 coroutines already hold a stack (async.max_stacks); raise async.max_stacks or run fewer coroutines at once
bodies run: 10
