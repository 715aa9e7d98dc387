--TEST--
Pool: close() destroys idle resources, acquire()/tryAcquire() then throw "Pool is closed", a resource released later is destroyed without beforeRelease, closing twice does nothing
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Pool, PoolException};

$n = 0;
$pool = new Pool(
    function () use (&$n) { return "r" . ++$n; },
    destructor: function ($r) { echo "destroy $r\n"; },
    beforeRelease: function ($r) { echo "beforeRelease $r\n"; return true; },
    min: 2,
    max: 3,
);
$out = $pool->acquire();
var_dump($pool->isClosed());
$pool->close();
var_dump($pool->isClosed());
echo "count=", count($pool), " idle=", $pool->idleCount(), " active=", $pool->activeCount(), "\n";
foreach (['acquire', 'tryAcquire'] as $method) {
    try {
        $pool->$method();
        echo "$method: got one\n";
    } catch (PoolException $e) {
        echo "$method: ", get_class($e), ": ", $e->getMessage(), "\n";
    }
}
try {
    $pool->acquire(10);
} catch (PoolException $e) {
    echo "acquire(10): ", $e->getMessage(), "\n";
}
$pool->release($out);
echo "count=", count($pool), " idle=", $pool->idleCount(), " active=", $pool->activeCount(), "\n";
$pool->close();
echo "closed twice\n";
var_dump($n);
?>
--EXPECT--
bool(false)
destroy r2
bool(true)
count=1 idle=0 active=1
acquire: Async\PoolException: Pool is closed
tryAcquire: Async\PoolException: Pool is closed
acquire(10): Pool is closed
destroy r1
count=0 idle=0 active=0
closed twice
int(2)
