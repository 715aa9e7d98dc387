--TEST--
Pool: a resource being created counts toward max; when the factory throws, the freed slot goes to the parked waiter, which creates its own
--EXTENSIONS--
async
--FILE--
<?php
use Async\Pool;
use function Async\{spawn, await, delay, suspend};

$calls = 0;
$pool = new Pool(function () use (&$calls) {
    $n = ++$calls;
    echo "factory $n starts\n";
    delay(20);                        // connecting
    if ($n === 1) {
        echo "factory $n fails\n";
        throw new RuntimeException("connect failed");
    }
    echo "factory $n done\n";
    return "conn$n";
}, max: 1);

$a = spawn(function () use ($pool) {
    try {
        $pool->acquire();
    } catch (RuntimeException $e) {
        echo "A: ", $e->getMessage(), "\n";
    }
});
$b = spawn(function () use ($pool) {
    echo "B waits\n";
    $r = $pool->acquire();
    echo "B got $r\n";
    $pool->release($r);
});
await($a);
await($b);
echo "count=", count($pool), " idle=", $pool->idleCount(), " calls=$calls\n";
?>
--EXPECT--
factory 1 starts
B waits
factory 1 fails
A: connect failed
factory 2 starts
factory 2 done
B got conn2
count=1 idle=1 calls=2
