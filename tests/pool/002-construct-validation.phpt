--TEST--
Pool: constructor argument validation (min, max, min <= max, healthcheckInterval, factory), acquire(-1), constructing twice
--EXTENSIONS--
async
--FILE--
<?php
use Async\Pool;

$f = fn () => new stdClass();
$cases = [
    'min -1' => ['min' => -1],
    'max 0' => ['max' => 0],
    'max -3' => ['max' => -3],
    'min 5 > max 3' => ['min' => 5, 'max' => 3],
    'interval -1' => ['healthcheckInterval' => -1],
];
foreach ($cases as $what => $args) {
    try {
        new Pool($f, ...$args);
        echo "$what: constructed\n";
    } catch (ValueError $e) {
        echo "$what: ", get_class($e), ": ", $e->getMessage(), "\n";
    }
}
// the edges that are allowed
foreach ([['min' => 0, 'max' => 1], ['min' => 3, 'max' => 3], ['healthcheckInterval' => 0]] as $args) {
    $p = new Pool($f, ...$args);
    echo "allowed: ", json_encode($args), " count=", count($p), "\n";
}
try {
    new Pool('no_such_function_here');
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$pool = new Pool($f, max: 2);
try {
    $pool->acquire(-1);
} catch (ValueError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    $pool->__construct($f);
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
// the pool still works after the refused second construction
$r = $pool->acquire();
$pool->release($r);
var_dump(count($pool), $pool->idleCount());
?>
--EXPECT--
min -1: ValueError: Async\Pool::__construct(): Argument #6 ($min) must be >= 0
max 0: ValueError: Async\Pool::__construct(): Argument #7 ($max) must be >= 1
max -3: ValueError: Async\Pool::__construct(): Argument #7 ($max) must be >= 1
min 5 > max 3: ValueError: Async\Pool::__construct(): Argument #6 ($min) must be <= max
interval -1: ValueError: Async\Pool::__construct(): Argument #8 ($healthcheckInterval) must be >= 0
allowed: {"min":0,"max":1} count=0
allowed: {"min":3,"max":3} count=3
allowed: {"healthcheckInterval":0} count=0
TypeError: Async\Pool::__construct(): Argument #1 ($factory) must be a valid callback, function "no_such_function_here" not found or invalid function name
ValueError: Async\Pool::acquire(): Argument #1 ($timeout) must be >= 0
Error: Async\Pool is already constructed
int(1)
int(1)
