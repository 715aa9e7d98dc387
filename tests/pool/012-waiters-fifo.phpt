--TEST--
Pool: coroutines waiting in acquire() are served in arrival order, each released resource going to the oldest waiter
--EXTENSIONS--
async
--FILE--
<?php
use Async\Pool;
use function Async\{spawn, await_all_or_fail, suspend};

$n = 0;
$pool = new Pool(function () use (&$n) { return "r" . ++$n; }, max: 2);
$held = [$pool->acquire(), $pool->acquire()];
$waiters = [];
foreach ([1, 2, 3, 4, 5, 6] as $i) {
    $waiters[] = spawn(function () use ($pool, $i) {
        echo "w$i waits\n";
        $r = $pool->acquire();
        echo "w$i got $r\n";
        suspend();
        $pool->release($r);
    });
    if ($i === 3) {
        suspend();              // 1-3 park before 4-6 are spawned
    }
}
suspend();
echo "all parked\n";
$pool->release($held[1]);
$pool->release($held[0]);
await_all_or_fail($waiters);
echo "count=", count($pool), " idle=", $pool->idleCount(), " created=$n\n";
?>
--EXPECT--
w1 waits
w2 waits
w3 waits
w4 waits
w5 waits
w6 waits
all parked
w1 got r2
w2 got r1
w3 got r2
w4 got r1
w5 got r2
w6 got r1
count=2 idle=2 created=2
