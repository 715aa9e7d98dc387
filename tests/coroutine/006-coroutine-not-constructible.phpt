--TEST--
Async\Coroutine cannot be created with new, reflection, clone or unserialize; it is final and has no dynamic properties
--EXTENSIONS--
async
--FILE--
<?php
use function Async\spawn;

try {
    new Async\Coroutine();
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$rc = new ReflectionClass(Async\Coroutine::class);
var_dump($rc->isFinal(), $rc->isInstantiable());
try {
    $rc->newInstanceWithoutConstructor();
} catch (ReflectionException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}

$c = spawn(fn () => 1);
try {
    clone $c;
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    serialize($c);
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    unserialize('O:15:"Async\Coroutine":0:{}');
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    $c->foo = 1;
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
?>
--EXPECT--
Error: Call to private Async\Coroutine::__construct() from global scope
bool(true)
bool(false)
ReflectionException: Class Async\Coroutine is an internal class marked as final that cannot be instantiated without invoking its constructor
Error: Trying to clone an uncloneable object of class Async\Coroutine
Exception: Serialization of 'Async\Coroutine' is not allowed
Exception: Unserialization of 'Async\Coroutine' is not allowed
Error: Cannot create dynamic property Async\Coroutine::$foo
