--TEST--
Pool: no barging for a freed slot either: when a factory call fails, the slot goes to the oldest waiter; the failed caller acquiring again at once queues behind it
--EXTENSIONS--
async
--FILE--
<?php
use Async\Pool;
use function Async\{spawn, await_all_or_fail, delay, suspend};

$n = 0;
$pool = new Pool(function () use (&$n) {
    $call = ++$n;
    delay(10);
    if ($call === 1) {
        throw new RuntimeException("first connect fails");
    }
    return "r$call";
}, max: 1);
$a = spawn(function () use ($pool) {
    try {
        $pool->acquire();
    } catch (RuntimeException $e) {
        echo "A: ", $e->getMessage(), "\n";
    }
    $r = $pool->acquire();
    echo "A got $r\n";
    $pool->release($r);
});
$b = spawn(function () use ($pool) {
    $r = $pool->acquire();
    echo "B got $r\n";
    suspend();
    $pool->release($r);
});
await_all_or_fail([$a, $b]);
echo "factory calls: $n\n";
?>
--EXPECT--
A: first connect fails
B got r2
A got r2
factory calls: 2
