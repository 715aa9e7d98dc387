--TEST--
Past async.guarded_stacks, coroutines run on arena stacks: deep C recursion, exceptions, Fibers and suspension behave the same, and the counts show in runtime_stats()
--EXTENSIONS--
async
--INI--
async.guarded_stacks=3
--FILE--
<?php
use function Async\{spawn, await_all, delay, runtime_stats};

// Each level goes through array_map(), so it uses C stack (about 70 KiB at 100).
function depth(int $n): int { return $n ? array_map(fn ($x) => depth($x), [$n - 1])[0] + 1 : 0; }

$coroutines = [];
for ($i = 0; $i < 100; $i++) {
    $coroutines[] = spawn(function () use ($i) {
        $d = depth(100);
        delay(10);
        $fiber = new Fiber(function () use ($i) { return Fiber::suspend($i) * 2; });
        $fiber->start();
        $fiber->resume($i);
        if ($i % 10 === 0) {
            throw new RuntimeException("failed $i");
        }
        return $d + $fiber->getReturn();
    });
}
delay(5);
$stats = runtime_stats();
echo "while suspended: guarded={$stats['stacks_guarded']} arena={$stats['stacks_arena']}\n";
[$results, $errors] = await_all($coroutines);
$expected = 0;
foreach ($results as $i => $r) {
    $expected += ($r === 100 + 2 * $i) ? 1 : 0;
}
echo count($results), " results, $expected correct\n";
echo count($errors), " errors: ", $errors[10]->getMessage(), "\n";
?>
--EXPECT--
while suspended: guarded=3 arena=97
90 results, 90 correct
10 errors: failed 10
