--TEST--
Pool: a waiter that was handed a resource but is cancelled before it runs gives the resource back: to the next waiter, or to the idle set
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Pool, AsyncCancellation};
use function Async\{spawn, await, suspend};

function waiter(Pool $pool, string $name): Async\Coroutine
{
    return spawn(function () use ($pool, $name) {
        try {
            $r = $pool->acquire();
        } catch (AsyncCancellation $e) {
            echo "$name cancelled\n";
            return null;
        }
        echo "$name got $r\n";
        return $r;
    });
}
$pool = new Pool(fn () => "conn", max: 1);
$held = $pool->acquire();
$w1 = waiter($pool, "w1");
$w2 = waiter($pool, "w2");
suspend();
$pool->release($held);            // handed to w1, which has not run yet
$w1->cancel();
await($w1);
$r = await($w2);
echo "count=", count($pool), " idle=", $pool->idleCount(), " active=", $pool->activeCount(), "\n";
// no one behind it: the resource goes back to the idle set
$w3 = waiter($pool, "w3");
suspend();
$pool->release($r);
$w3->cancel();
await($w3);
echo "count=", count($pool), " idle=", $pool->idleCount(), " active=", $pool->activeCount(), "\n";
var_dump($pool->tryAcquire());
// a waiter cancelled while still parked simply leaves the queue
$w4 = waiter($pool, "w4");
$w5 = waiter($pool, "w5");
suspend();
$w4->cancel();
await($w4);
$pool->release("conn");
await($w5);
echo "count=", count($pool), " active=", $pool->activeCount(), "\n";
?>
--EXPECT--
w1 cancelled
w2 got conn
count=1 idle=0 active=1
w3 cancelled
count=1 idle=1 active=0
string(4) "conn"
w4 cancelled
w5 got conn
count=1 active=1
