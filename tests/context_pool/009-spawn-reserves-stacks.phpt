--TEST--
spawn() reserves the stack its coroutine will take: free arena slots are mapped and held for coroutines not yet started, and taken as they start
--EXTENSIONS--
async
--INI--
async.guarded_stacks=0
async.stack_size=128K
--FILE--
<?php
use function Async\{spawn, suspend, await_all, delay, runtime_stats};

$cs = [];
for ($i = 0; $i < 100; $i++) {
    $cs[] = spawn(function () { delay(10); });
}
$s = runtime_stats();
echo "spawned: reserved ", $s['arena_slots_reserved'], ", in use ", $s['stacks_arena'],
    ", slots >= 100: ", var_export($s['arena_slots'] >= 100, true), "\n";
suspend();          // each starts, takes its stack and parks in delay()
$s = runtime_stats();
echo "started: reserved ", $s['arena_slots_reserved'], ", in use ", $s['stacks_arena'], "\n";
await_all($cs);
$s = runtime_stats();
echo "finished: held by coroutines ", $s['contexts_in_use'], ", pooled ", $s['fiber_pool_count'], "\n";
?>
--EXPECT--
spawned: reserved 100, in use 0, slots >= 100: true
started: reserved 0, in use 100
finished: held by coroutines 0, pooled 100
