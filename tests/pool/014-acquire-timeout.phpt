--TEST--
Pool: acquire($timeout) throws TimeoutException "Pool acquire timed out after N ms" (not a PoolException) when nothing is released in time, and the timed-out waiter leaves the queue
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Pool, PoolException, TimeoutException};
use function Async\{spawn, await, delay, suspend};

$pool = new Pool(fn () => new stdClass(), max: 1);
$held = $pool->acquire();
$start = hrtime(true);
try {
    $pool->acquire(50);
    echo "got one\n";
} catch (TimeoutException $e) {
    $ms = (hrtime(true) - $start) / 1e6;
    echo get_class($e), ": ", $e->getMessage(), "\n";
    var_dump($e instanceof PoolException, $ms >= 45);
}
// in a coroutine
$c = spawn(function () use ($pool) {
    try {
        $pool->acquire(20);
    } catch (TimeoutException $e) {
        echo "coroutine: ", $e->getMessage(), "\n";
    }
});
await($c);
// nobody waits any more: the release keeps the resource idle
$pool->release($held);
var_dump($pool->idleCount(), $pool->activeCount());
// a timeout with a resource available returns it at once
$r = $pool->acquire(1000);
var_dump($r === $held);
// a waiter served before its timeout gets the resource and no late exception
$w = spawn(function () use ($pool) {
    $r = $pool->acquire(50);
    echo "waiter got it\n";
    delay(150);                     // past its timeout: nothing fires
    $pool->release($r);
    echo "waiter released\n";
});
suspend();                          // the waiter parks
$pool->release($r);
await($w);
var_dump($pool->idleCount());
?>
--EXPECT--
Async\TimeoutException: Pool acquire timed out after 50 ms
bool(false)
bool(true)
coroutine: Pool acquire timed out after 20 ms
int(1)
int(0)
bool(true)
waiter got it
waiter released
int(1)
