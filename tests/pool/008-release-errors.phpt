--TEST--
Pool: release() of a value that is not out from this pool (never acquired, already released, a copy, another pool's, an equal scalar of another type) throws PoolException and changes nothing
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Pool, PoolException};

$pool = new Pool(fn () => new stdClass(), max: 3);
$other = new Pool(fn () => new stdClass());
$r = $pool->acquire();
$foreign = $other->acquire();
$tries = [
    'never acquired' => new stdClass(),
    'a clone' => clone $r,
    "another pool's" => $foreign,
    'null' => null,
];
foreach ($tries as $what => $value) {
    try {
        $pool->release($value);
        echo "$what: released\n";
    } catch (PoolException $e) {
        echo "$what: ", get_class($e), ": ", $e->getMessage(), "\n";
    }
}
echo "count=", count($pool), " idle=", $pool->idleCount(), " active=", $pool->activeCount(), "\n";
$pool->release($r);
try {
    $pool->release($r);
} catch (PoolException $e) {
    echo "already released: ", $e->getMessage(), "\n";
}
echo "count=", count($pool), " idle=", $pool->idleCount(), " active=", $pool->activeCount(), "\n";
// scalars: === identity, so "1" is not the int 1
$i = 0;
$ints = new Pool(function () use (&$i) { return ++$i; });
$one = $ints->acquire();
foreach (["1", 1.0, 2] as $value) {
    try {
        $ints->release($value);
        echo var_export($value, true), ": released\n";
    } catch (PoolException $e) {
        echo var_export($value, true), ": not out\n";
    }
}
$ints->release(1);
echo "int 1: released, idle=", $ints->idleCount(), "\n";
?>
--EXPECT--
never acquired: Async\PoolException: Resource is not out from this pool (never acquired from it, or already released)
a clone: Async\PoolException: Resource is not out from this pool (never acquired from it, or already released)
another pool's: Async\PoolException: Resource is not out from this pool (never acquired from it, or already released)
null: Async\PoolException: Resource is not out from this pool (never acquired from it, or already released)
count=1 idle=0 active=1
already released: Resource is not out from this pool (never acquired from it, or already released)
count=1 idle=1 active=0
'1': not out
1.0: not out
2: not out
int 1: released, idle=1
