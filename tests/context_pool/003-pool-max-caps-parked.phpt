--TEST--
no more than async.pool_max stacks stay parked; the rest are freed when their coroutine ends
--EXTENSIONS--
async
--INI--
async.pool_max=10
--FILE--
<?php
use function Async\{spawn, await_all, suspend, runtime_stats};

$cs = [];
for ($i = 0; $i < 50; $i++) {
    $cs[] = spawn(function () { suspend(); });
}
await_all($cs);
$stats = runtime_stats();
var_dump($stats['fiber_pool_count'], $stats['contexts_in_use'], $stats['fiber_pool_virtual_bytes'] === 10 * $stats['fiber_stack_size']);
?>
--EXPECT--
int(10)
int(0)
bool(true)
