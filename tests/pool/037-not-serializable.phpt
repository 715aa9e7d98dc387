--TEST--
Pool: not serializable, unserialize() refuses it, no dynamic properties
--EXTENSIONS--
async
--FILE--
<?php
use Async\Pool;

$pool = new Pool(fn () => 1);
try {
    serialize($pool);
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    var_dump(unserialize('O:10:"Async\Pool":0:{}'));
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    $pool->extra = 1;
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump(isset($pool->extra));
// the pool is unaffected
var_dump($pool->acquire());
?>
--EXPECT--
Exception: Serialization of 'Async\Pool' is not allowed
Exception: Unserialization of 'Async\Pool' is not allowed
Error: Cannot create dynamic property Async\Pool::$extra
bool(false)
int(1)
