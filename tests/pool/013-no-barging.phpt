--TEST--
Pool: no barging: a coroutine that releases and at once acquires again queues behind the coroutines already waiting; tryAcquire() does not take the handed-over resource either
--EXTENSIONS--
async
--FILE--
<?php
use Async\Pool;
use function Async\{spawn, await, suspend};

$n = 0;
$pool = new Pool(function () use (&$n) { return "r" . ++$n; }, max: 1);
$a = spawn(function () use ($pool) {
    $r = $pool->acquire();
    echo "A got $r\n";
    suspend();                      // B parks
    $pool->release($r);
    echo "A released\n";
    var_dump($pool->tryAcquire());  // r1 is B's now
    $r = $pool->acquire();
    echo "A got $r again\n";
    $pool->release($r);
});
$b = spawn(function () use ($pool) {
    echo "B waits\n";
    $r = $pool->acquire();
    echo "B got $r\n";
    $pool->release($r);
    echo "B released\n";
});
await($a);
await($b);
echo "created=$n idle=", $pool->idleCount(), "\n";
?>
--EXPECT--
A got r1
B waits
A released
NULL
B got r1
B released
A got r1 again
created=1 idle=1
