--TEST--
runtime_stats() returns the documented keys, all integers, before and after the scheduler starts
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, runtime_stats};

$before = runtime_stats();
echo implode(',', array_keys($before)), "\n";
var_dump(count(array_filter($before, 'is_int')) === count($before));
await(spawn(fn () => 1));
$after = runtime_stats();
var_dump(array_keys($after) === array_keys($before));
var_dump(count(array_filter($after, 'is_int')) === count($after));
?>
--EXPECT--
coroutines_total,coroutines_active,coroutines_zombie,microtasks_queue,coroutine_queue,resumed_queue,fiber_pool_count,fiber_pool_capacity,fiber_pool_min,fiber_stack_size,fiber_pool_virtual_bytes,contexts_in_use,contexts_created,context_switches,stack_limit,stacks_guarded,stacks_arena,stacks_guarded_limit,arena_chunks,arena_chunk_limit,arena_slots,arena_slots_reserved,stack_mappings,max_map_count,reactor_handles,reactor_active_events
bool(true)
bool(true)
bool(true)
