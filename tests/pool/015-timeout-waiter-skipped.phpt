--TEST--
Pool: a waiter that timed out is skipped: the resource released afterwards goes to the next waiter behind it
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Pool, TimeoutException};
use function Async\{spawn, await, suspend};

$pool = new Pool(fn () => "only", max: 1);
$held = $pool->acquire();
$w1 = spawn(function () use ($pool) {
    try {
        $pool->acquire(30);
        echo "w1 got it\n";
    } catch (TimeoutException $e) {
        echo "w1: ", $e->getMessage(), "\n";
    }
});
$w2 = spawn(function () use ($pool) {
    $r = $pool->acquire();
    echo "w2 got $r\n";
    $pool->release($r);
});
$w3 = spawn(function () use ($pool) {
    try {
        $pool->acquire(60000);
        echo "w3 got it\n";
    } catch (TimeoutException $e) {
        echo "w3: ", $e->getMessage(), "\n";
    }
});
await($w1);                 // w1 timed out while w2 and w3 wait
$pool->release($held);
await($w2);
await($w3);                 // w2 released to w3, long before its timeout
echo "idle=", $pool->idleCount(), "\n";
?>
--EXPECT--
w1: Pool acquire timed out after 30 ms
w2 got only
w3 got it
idle=0
