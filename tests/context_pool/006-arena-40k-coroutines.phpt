--TEST--
40,000 coroutines suspended at once, past the guarded-stack budget (which vm.max_map_count's default 65530 caps near 30,000): all of them run on arena stacks, none is refused
--EXTENSIONS--
async
--INI--
memory_limit=-1
async.stack_size=128K
; Valgrind itself cannot track tens of thousands of guarded stacks (two
; mappings each): a budget of 1000 keeps the test the same everywhere.
async.guarded_stacks=1000
--FILE--
<?php
use function Async\{spawn, await_all, delay, runtime_stats};

$n = 40000;
$coroutines = [];
for ($i = 0; $i < $n; $i++) {
    $coroutines[] = spawn(function () use ($i) { delay(20); return $i; });
}
delay(5);
$stats = runtime_stats();
echo "holding a stack: ", $stats['stacks_guarded'] + $stats['stacks_arena'], "\n";
echo "guarded: {$stats['stacks_guarded']}, arena: {$stats['stacks_arena']}\n";
[$results, $errors] = await_all($coroutines);
echo count($results), " done, ", count($errors), " errors, sum ok: ", var_export(array_sum($results) === $n * ($n - 1) / 2, true), "\n";
?>
--EXPECT--
holding a stack: 40000
guarded: 1000, arena: 39000
40000 done, 0 errors, sum ok: true
