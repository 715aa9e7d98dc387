--TEST--
Coroutine::finally(): several throwing handlers produce one CompositeException holding all of them (delivered to the waiting main)
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

$c = spawn(fn () => 1);
$c->finally(function () { echo "h1\n"; throw new RuntimeException('one'); });
$c->finally(function () { echo "h2\n"; });
$c->finally(function () { echo "h3\n"; throw new LogicException('two'); });
$sleeper = spawn(fn () => delay(2000));
try {
    await($sleeper);
    echo "not reached\n";
} catch (Async\CompositeException $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
    foreach ($e->getExceptions() as $i => $inner) {
        echo " $i: ", get_class($inner), ': ', $inner->getMessage(), "\n";
    }
}
?>
--EXPECT--
h1
h2
h3
Async\CompositeException: Multiple exceptions occurred in finally handlers
 0: RuntimeException: one
 1: LogicException: two
