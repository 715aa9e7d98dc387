--TEST--
Pool: while beforeRelease runs (suspended), the resource still counts as active: not idle, not available to tryAcquire(), and a coroutine calling acquire() waits for it
--EXTENSIONS--
async
--FILE--
<?php
use Async\Pool;
use function Async\{spawn, await, delay};

$pool = new Pool(
    fn () => "conn",
    beforeRelease: function ($r) { echo "beforeRelease starts\n"; delay(20); echo "beforeRelease ends\n"; return true; },
    max: 1,
);
$r = $pool->acquire();
$observer = spawn(function () use ($pool) {
    echo "observer: count=", count($pool), " idle=", $pool->idleCount(), " active=", $pool->activeCount(), "\n";
    var_dump($pool->tryAcquire());
    $got = $pool->acquire();
    echo "observer got $got, active=", $pool->activeCount(), "\n";
    return $got;
});
$pool->release($r);
echo "released: idle=", $pool->idleCount(), " active=", $pool->activeCount(), "\n";
await($observer);
?>
--EXPECT--
beforeRelease starts
observer: count=1 idle=0 active=1
NULL
beforeRelease ends
released: idle=0 active=1
observer got conn, active=1
