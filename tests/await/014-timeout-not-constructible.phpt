--TEST--
Async\Timeout cannot be created with new, by reflection or by cloning
--EXTENSIONS--
async
--FILE--
<?php
try {
    new Async\Timeout;
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    (new ReflectionClass(Async\Timeout::class))->newInstanceWithoutConstructor();
} catch (ReflectionException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    clone Async\timeout(10);
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
?>
--EXPECT--
Error: Call to private Async\Timeout::__construct() from global scope
ReflectionException: Class Async\Timeout is an internal class marked as final that cannot be instantiated without invoking its constructor
Error: Trying to clone an uncloneable object of class Async\Timeout
