--TEST--
Pool: a pool whose factory closure captures the pool itself is a cycle the GC collects; its idle resource is given to the destructor callback exactly once
--EXTENSIONS--
async
--FILE--
<?php
use Async\Pool;

class Res { static int $freed = 0; function __destruct() { self::$freed++; } }
$dtorCalls = 0;
$pool = new Pool(
    function () use (&$pool) { return new Res(); },
    destructor: function (Res $r) use (&$dtorCalls) { $dtorCalls++; },
    min: 1,
);
$pool->release($pool->acquire());
unset($pool);
echo "after unset: callback=$dtorCalls freed=", Res::$freed, "\n";
var_dump(gc_collect_cycles() > 0);
echo "after gc: callback=$dtorCalls freed=", Res::$freed, "\n";
// the same with the pool held by an object the factory captures
$holder = new stdClass();
$holder->pool = new Pool(function () use ($holder) { return new Res(); }, destructor: function (Res $r) use (&$dtorCalls) { $dtorCalls++; }, min: 2);
unset($holder);
var_dump(gc_collect_cycles() > 0);
echo "after gc: callback=$dtorCalls freed=", Res::$freed, "\n";
gc_collect_cycles();
echo "end: callback=$dtorCalls freed=", Res::$freed, "\n";
?>
--EXPECT--
after unset: callback=0 freed=0
bool(true)
after gc: callback=1 freed=1
bool(true)
after gc: callback=3 freed=3
end: callback=3 freed=3
