--TEST--
Coroutine::finally(): a single throwing handler's exception is delivered as is (no CompositeException)
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

$c = spawn(fn () => 1);
$c->finally(function () { throw new RuntimeException('only one'); });
$c->finally(function () { echo "second handler still runs\n"; });
$sleeper = spawn(fn () => delay(2000));
try {
    await($sleeper);
    echo "not reached\n";
} catch (Throwable $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
?>
--EXPECT--
second handler still runs
RuntimeException: only one
