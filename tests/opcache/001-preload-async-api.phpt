--TEST--
opcache.preload: functions and classes declared with the Async API (spawn in functions and methods, ScopeProvider, SpawnStrategy, CircuitBreakerStrategy, an enum) preloaded at startup run coroutines in the script, also with the tracing JIT
--EXTENSIONS--
async
--SKIPIF--
<?php
require __DIR__ . '/opcache.inc';
if ($reason = opcache_skip_reason()) die($reason);
?>
--FILE--
<?php
require __DIR__ . '/opcache.inc';

echo "== preloaded\n";
echo opcache_run_preloaded(__DIR__ . '/preload_app.inc', __DIR__ . '/main_app.inc');
echo "== preloaded, tracing JIT\n";
echo opcache_run_preloaded(__DIR__ . '/preload_app.inc', __DIR__ . '/main_app.inc',
    ['opcache.jit' => 'tracing', 'opcache.jit_buffer_size' => '16M', 'opcache.jit_hot_func' => 1, 'opcache.jit_hot_loop' => 1]);
?>
--EXPECT--
== preloaded
preloaded: true
30,10,20
2,4,6 counter=4
in the provided scope, scope made: true
42 before,after
RuntimeException: down
RuntimeException: down
Async\ServiceUnavailableException: Service is unavailable (circuit breaker is open)
breaker: INACTIVE failures=2
fast
== preloaded, tracing JIT
preloaded: true
30,10,20
2,4,6 counter=4
in the provided scope, scope made: true
42 before,after
RuntimeException: down
RuntimeException: down
Async\ServiceUnavailableException: Service is unavailable (circuit breaker is open)
breaker: INACTIVE failures=2
fast
