--TEST--
Pool: $min resources are created by the constructor, in order; the first factory exception propagates out of new, and those created before it are destroyed through the destructor
--EXTENSIONS--
async
--FILE--
<?php
use Async\Pool;

$n = 0;
$quiet = false;
$pool = new Pool(
    function () use (&$n) { $n++; echo "create $n\n"; return "r$n"; },
    destructor: function ($r) use (&$quiet) { if (!$quiet) echo "destroy $r\n"; },
    min: 3,
    max: 5,
);
var_dump(count($pool), $pool->idleCount(), $pool->activeCount());
// handed out oldest first, without calling the factory
var_dump($pool->acquire(), $pool->acquire(), $pool->acquire());
$quiet = true;
echo "-- a factory that fails on the third resource\n";
$n = 0;
$destroyed = [];
try {
    new Pool(
        function () use (&$n) {
            $n++;
            echo "create $n\n";
            if ($n === 3) {
                throw new RuntimeException("third fails");
            }
            return "r$n";
        },
        destructor: function ($r) use (&$destroyed) { $destroyed[] = $r; },
        min: 4,
    );
    echo "constructed\n";
} catch (RuntimeException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
sort($destroyed);
echo "destroyed: ", implode(", ", $destroyed), "\n";
var_dump($n);
?>
--EXPECT--
create 1
create 2
create 3
int(3)
int(3)
int(0)
string(2) "r1"
string(2) "r2"
string(2) "r3"
-- a factory that fails on the third resource
create 1
create 2
create 3
RuntimeException: third fails
destroyed: r1, r2
int(3)
