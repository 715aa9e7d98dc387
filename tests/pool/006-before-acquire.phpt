--TEST--
Pool: beforeAcquire runs on idle resources only (not on fresh ones); false or an exception destroys the resource and acquire() goes on with the next idle one, then creates
--EXTENSIONS--
async
--FILE--
<?php
use Async\Pool;

class Conn { public string $check = 'ok'; function __construct(public int $id) {} }
$n = 0;
$pool = new Pool(
    function () use (&$n) { echo "create ", ++$n, "\n"; return new Conn($n); },
    destructor: function (Conn $c) { echo "destroy $c->id\n"; },
    beforeAcquire: function (Conn $c) {
        echo "beforeAcquire $c->id: $c->check\n";
        if ($c->check === 'throw') {
            throw new RuntimeException("check of $c->id threw");
        }
        return $c->check === 'ok';
    },
    max: 5,
);
echo "-- fresh resources are not checked\n";
$a = $pool->acquire();
$b = $pool->acquire();
$c = $pool->acquire();
echo "-- an idle resource is checked\n";
$pool->release($a);
$again = $pool->acquire();
var_dump($again === $a);
echo "-- false, then an exception: both destroyed, the third idle one is used\n";
$a->check = 'false';
$b->check = 'throw';
$pool->release($a);
$pool->release($b);
$pool->release($c);
$got = $pool->acquire();
echo "got $got->id\n";
echo "count=", count($pool), " idle=", $pool->idleCount(), "\n";
echo "-- every idle one fails: a new one is created\n";
$got->check = 'false';
$pool->release($got);
$new = $pool->acquire();
echo "got $new->id\n";
echo "count=", count($pool), " idle=", $pool->idleCount(), "\n";
$pool->release($new);
$pool->close();
?>
--EXPECT--
-- fresh resources are not checked
create 1
create 2
create 3
-- an idle resource is checked
beforeAcquire 1: ok
bool(true)
-- false, then an exception: both destroyed, the third idle one is used
beforeAcquire 1: false
destroy 1
beforeAcquire 2: throw
destroy 2
beforeAcquire 3: ok
got 3
count=1 idle=0
-- every idle one fails: a new one is created
beforeAcquire 3: false
destroy 3
create 4
got 4
count=1 idle=0
destroy 4
