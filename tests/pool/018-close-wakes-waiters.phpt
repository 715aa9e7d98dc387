--TEST--
Pool: close() wakes every coroutine parked in acquire() (with or without a timeout) with PoolException "Pool is closed", in arrival order
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Pool, PoolException};
use function Async\{spawn, await_all, suspend};

$pool = new Pool(fn () => new stdClass(), max: 1);
$held = $pool->acquire();
$waiters = [];
foreach ([0, 60000, 0] as $i => $timeout) {
    $waiters[] = spawn(function () use ($pool, $i, $timeout) {
        try {
            $pool->acquire($timeout);
            echo "w$i got one\n";
        } catch (PoolException $e) {
            echo "w$i: ", get_class($e), ": ", $e->getMessage(), "\n";
        }
    });
}
suspend();
echo "closing\n";
$pool->close();
echo "closed\n";
await_all($waiters);
$pool->release($held);
echo "count=", count($pool), "\n";
?>
--EXPECT--
closing
closed
w0: Async\PoolException: Pool is closed
w1: Async\PoolException: Pool is closed
w2: Async\PoolException: Pool is closed
count=0
