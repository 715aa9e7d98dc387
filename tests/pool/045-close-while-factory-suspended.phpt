--TEST--
Pool: close() while a factory call is suspended: the waiters get "Pool is closed" at once; the resource the factory returns afterwards is destroyed and its caller gets "Pool is closed" too
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Pool, PoolException};
use function Async\{spawn, await_all, delay, suspend};

$pool = new Pool(function () { delay(20); return "r"; }, destructor: function ($r) { echo "destroy $r\n"; }, max: 1);
$creator = spawn(function () use ($pool) {
    try {
        $pool->acquire();
        echo "creator got one\n";
    } catch (PoolException $e) {
        echo "creator: ", $e->getMessage(), "\n";
    }
});
$waiter = spawn(function () use ($pool) {
    try {
        $pool->acquire();
        echo "waiter got one\n";
    } catch (PoolException $e) {
        echo "waiter: ", $e->getMessage(), "\n";
    }
});
suspend();                        // the creator is in the factory, the waiter parked
$pool->close();
echo "closed\n";
await_all([$creator, $waiter]);
echo "count=", count($pool), " idle=", $pool->idleCount(), " active=", $pool->activeCount(), "\n";
?>
--EXPECT--
closed
waiter: Pool is closed
destroy r
creator: Pool is closed
count=0 idle=0 active=0
