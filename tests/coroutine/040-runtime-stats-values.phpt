--TEST--
runtime_stats() values follow the runtime: spawned/active/queued/resumed counts, context switches, pool INI settings
--EXTENSIONS--
async
--INI--
async.pool_min=4
async.pool_max=16
--FILE--
<?php
use function Async\{spawn, await, suspend, delay, runtime_stats};

$s = runtime_stats();
var_dump($s['coroutines_total'], $s['coroutines_active'], $s['coroutine_queue'], $s['fiber_pool_min'], $s['fiber_pool_capacity']);

$a = spawn(function () { suspend(); });
$b = spawn(function () { delay(300); });
$s = runtime_stats();
echo "spawned: total={$s['coroutines_total']} active={$s['coroutines_active']} queue={$s['coroutine_queue']} resumed={$s['resumed_queue']}\n";
$switches = $s['context_switches'];

suspend();
$s = runtime_stats();
echo "running: total={$s['coroutines_total']} active={$s['coroutines_active']} queue={$s['coroutine_queue']} resumed={$s['resumed_queue']} in_use={$s['contexts_in_use']}\n";
var_dump($s['context_switches'] > $switches);

await($a);
await($b);
$s = runtime_stats();
echo "done: total={$s['coroutines_total']} active={$s['coroutines_active']} queue={$s['coroutine_queue']} in_use={$s['contexts_in_use']}\n";
var_dump($s['fiber_stack_size'] > 0, $s['fiber_pool_virtual_bytes'] % $s['fiber_stack_size'] === 0);
?>
--EXPECT--
int(0)
int(0)
int(0)
int(4)
int(16)
spawned: total=3 active=2 queue=2 resumed=0
running: total=3 active=2 queue=1 resumed=1 in_use=2
bool(true)
done: total=3 active=0 queue=0 in_use=0
bool(true)
bool(true)
