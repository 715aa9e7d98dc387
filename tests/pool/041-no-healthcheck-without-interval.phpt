--TEST--
Pool: no health checks without both a healthcheck callable and healthcheckInterval > 0; release() may come from another coroutine than acquire()
--EXTENSIONS--
async
--FILE--
<?php
use Async\Pool;
use function Async\{spawn, await, delay};

$checks = 0;
$noInterval = new Pool(fn () => new stdClass(), healthcheck: function ($r) use (&$checks) { $checks++; return false; }, min: 2);
$noCallable = new Pool(fn () => new stdClass(), min: 2, healthcheckInterval: 1);
delay(50);
var_dump($checks, count($noInterval), count($noCallable));
// acquired in one coroutine, released by another
$r = await(spawn(fn () => $noInterval->acquire()));
await(spawn(fn () => $noInterval->release($r)));
var_dump($noInterval->idleCount(), $noInterval->activeCount());
?>
--EXPECT--
int(0)
int(2)
int(2)
int(2)
int(0)
