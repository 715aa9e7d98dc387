--TEST--
the pool grows under a burst and gives back idle stacks down to async.pool_min
--EXTENSIONS--
async
--INI--
async.pool_min=4
async.pool_max=1000
async.pool_idle_ms=100
--FILE--
<?php
use function Async\{spawn, await_all, suspend, delay, runtime_stats};

$cs = [];
for ($i = 0; $i < 200; $i++) {
    $cs[] = spawn(function () { suspend(); });
}
await_all($cs);
$stats = runtime_stats();
echo "after burst: parked=", $stats['fiber_pool_count'], " in_use=", $stats['contexts_in_use'], "\n";
// Two idle periods: the first establishes what stayed unused, the second frees it.
delay(150);
delay(150);
delay(150);
echo "after idle: parked=", runtime_stats()['fiber_pool_count'], "\n";
?>
--EXPECT--
after burst: parked=200 in_use=0
after idle: parked=4
