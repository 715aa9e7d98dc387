--TEST--
Pool: what the factory throws reaches the acquire()/tryAcquire() that called it, as is, and the slot is freed
--EXTENSIONS--
async
--FILE--
<?php
use Async\Pool;
use function Async\{spawn, await};

class ConnectError extends Exception {}
$calls = 0;
$thrown = [];
$pool = new Pool(function () use (&$calls, &$thrown) {
    $calls++;
    if ($calls <= 3) {
        throw $thrown[] = new ConnectError("connect #$calls refused", 42);
    }
    return "conn";
}, max: 1);
try {
    $pool->acquire();
} catch (ConnectError $e) {
    echo "acquire: ", $e->getMessage(), " code=", $e->getCode(), " same=", var_export($e === $thrown[0], true), "\n";
}
echo "count=", count($pool), "\n";
try {
    $pool->tryAcquire();
} catch (ConnectError $e) {
    echo "tryAcquire: ", $e->getMessage(), " same=", var_export($e === $thrown[1], true), "\n";
}
echo "count=", count($pool), "\n";
// in a coroutine
$c = spawn(fn () => $pool->acquire());
try {
    await($c);
} catch (ConnectError $e) {
    echo "coroutine: ", $e->getMessage(), "\n";
}
echo "count=", count($pool), "\n";
var_dump($pool->acquire(), count($pool), $pool->activeCount());
?>
--EXPECT--
acquire: connect #1 refused code=42 same=true
count=0
tryAcquire: connect #2 refused same=true
count=0
coroutine: connect #3 refused
count=0
string(4) "conn"
int(1)
int(1)
