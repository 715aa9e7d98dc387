--TEST--
Async\Context is final, cannot be cloned or serialized, and takes no dynamic properties
--EXTENSIONS--
async
--FILE--
<?php
use Async\Context;

$ctx = new Context();
$r = new ReflectionClass(Context::class);
var_dump($r->isFinal());
try {
    $copy = clone $ctx;
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    serialize($ctx);
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    $ctx->foo = 1;
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    clone Async\root_context();
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
?>
--EXPECT--
bool(true)
Error: Trying to clone an uncloneable object of class Async\Context
Exception: Serialization of 'Async\Context' is not allowed
Error: Cannot create dynamic property Async\Context::$foo
Error: Trying to clone an uncloneable object of class Async\Context
