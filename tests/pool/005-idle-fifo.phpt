--TEST--
Pool: idle resources are handed out oldest idle first (FIFO), by acquire() and tryAcquire()
--EXTENSIONS--
async
--FILE--
<?php
use Async\Pool;

$n = 0;
$pool = new Pool(function () use (&$n) { return "r" . ++$n; }, max: 4);
$r = [$pool->acquire(), $pool->acquire(), $pool->acquire(), $pool->acquire()];
// released in the order 3, 1, 4, 2
foreach ([2, 0, 3, 1] as $i) {
    $pool->release($r[$i]);
}
echo $pool->acquire(), " ", $pool->tryAcquire(), " ", $pool->acquire(), " ", $pool->tryAcquire(), "\n";
var_dump($n, $pool->tryAcquire());
// the ones created by the constructor: in creation order
$n = 0;
$pool = new Pool(function () use (&$n) { return "m" . ++$n; }, min: 3);
$first = $pool->acquire();
$pool->release($first);
// m1 went back to the end of the idle list
echo $pool->acquire(), " ", $pool->acquire(), " ", $pool->acquire(), "\n";
?>
--EXPECT--
r3 r1 r4 r2
int(4)
NULL
m2 m3 m1
