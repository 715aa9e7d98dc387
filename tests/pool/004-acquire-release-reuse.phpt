--TEST--
Pool: acquire() creates a resource when none is idle, release() keeps it idle, the next acquire() hands the same one out again; counts follow
--EXTENSIONS--
async
--FILE--
<?php
use Async\Pool;

class Conn { function __construct(public int $id) {} }
$n = 0;
$pool = new Pool(function () use (&$n) { return new Conn(++$n); }, max: 3);
function counts(Pool $p): void { echo "count=", count($p), " idle=", $p->idleCount(), " active=", $p->activeCount(), "\n"; }

$a = $pool->acquire();
counts($pool);
$b = $pool->acquire();
counts($pool);
echo "a=$a->id b=$b->id\n";
$pool->release($a);
counts($pool);
$c = $pool->acquire();
var_dump($c === $a, $n);
counts($pool);
$pool->release($b);
$pool->release($c);
counts($pool);
// resources of any type: identity is ===
$i = 0;
$ints = new Pool(function () use (&$i) { return ++$i; }, max: 2);
$x = $ints->acquire();
$y = $ints->acquire();
var_dump($x, $y);
$ints->release($y);
var_dump($ints->acquire());
?>
--EXPECT--
count=1 idle=0 active=1
count=2 idle=0 active=2
a=1 b=2
count=2 idle=1 active=1
bool(true)
int(2)
count=2 idle=0 active=2
count=2 idle=2 active=0
int(1)
int(2)
int(2)
