--TEST--
Pool: a resource that fails beforeRelease (false or exception) is destroyed, and the freed slot wakes the oldest parked waiter, which creates a new resource
--EXTENSIONS--
async
--FILE--
<?php
use Async\Pool;
use function Async\{spawn, await, suspend};

class Conn { public string $release = 'ok'; function __construct(public int $id) {} }
$n = 0;
$pool = new Pool(
    function () use (&$n) { echo "create ", ++$n, "\n"; return new Conn($n); },
    destructor: function (Conn $c) { echo "destroy $c->id\n"; },
    beforeRelease: function (Conn $c) {
        if ($c->release === 'throw') {
            throw new RuntimeException("broken");
        }
        return $c->release === 'ok';
    },
    max: 1,
);
foreach (['false', 'throw'] as $mode) {
    echo "-- beforeRelease $mode\n";
    $held = $pool->acquire();
    $w1 = spawn(function () use ($pool) { $c = $pool->acquire(); echo "w1 got $c->id\n"; return $c; });
    $w2 = spawn(function () use ($pool) { $c = $pool->acquire(); echo "w2 got $c->id\n"; return $c; });
    suspend();
    $held->release = $mode;
    $pool->release($held);
    $c = await($w1);
    $pool->release($c);
    $pool->release(await($w2));
    echo "count=", count($pool), " idle=", $pool->idleCount(), "\n";
}
$pool->close();
?>
--EXPECT--
-- beforeRelease false
create 1
destroy 1
create 2
w1 got 2
w2 got 2
count=1 idle=1
-- beforeRelease throw
destroy 2
create 3
w1 got 3
w2 got 3
count=1 idle=1
destroy 3
