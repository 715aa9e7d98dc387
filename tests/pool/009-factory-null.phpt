--TEST--
Pool: a factory that returns null makes acquire()/tryAcquire() throw PoolException and frees the slot
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Pool, PoolException};

$calls = 0;
$pool = new Pool(function () use (&$calls) { $calls++; return $calls >= 3 ? "res" : null; }, max: 1);
foreach (['acquire', 'tryAcquire'] as $method) {
    try {
        $pool->$method();
        echo "$method: got one\n";
    } catch (PoolException $e) {
        echo "$method: ", get_class($e), ": ", $e->getMessage(), "\n";
    }
    echo "count=", count($pool), "\n";
}
// the slot is free: the third call succeeds
var_dump($pool->acquire(), count($pool), $calls);
// in the constructor too
try {
    new Pool(fn () => null, min: 1);
} catch (PoolException $e) {
    echo "new: ", $e->getMessage(), "\n";
}
?>
--EXPECT--
acquire: Async\PoolException: Pool factory returned null; a resource cannot be null
count=0
tryAcquire: Async\PoolException: Pool factory returned null; a resource cannot be null
count=0
string(3) "res"
int(1)
int(3)
new: Pool factory returned null; a resource cannot be null
