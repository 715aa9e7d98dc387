--TEST--
Context keys must be string|object: every method throws TypeError for other types; numeric strings stay strings
--EXTENSIONS--
async
--FILE--
<?php
use Async\Context;

$ctx = new Context();
foreach ([42, 1.5, null, true, [1]] as $key) {
    foreach (['find', 'get', 'has', 'findLocal', 'getLocal', 'hasLocal', 'unset'] as $m) {
        try {
            $ctx->$m($key);
            echo "$m: no error\n";
        } catch (TypeError $e) {
            echo $e->getMessage(), "\n";
        }
    }
    try {
        $ctx->set($key, "v");
    } catch (TypeError $e) {
        echo $e->getMessage(), "\n";
    }
}
$ctx->set("1", "string one");
var_dump($ctx->get("1"), $ctx->has("01"));
try {
    $ctx->set("x");
} catch (ArgumentCountError $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
Async\Context::find(): Argument #1 ($key) must be of type object|string, int given
Async\Context::get(): Argument #1 ($key) must be of type object|string, int given
Async\Context::has(): Argument #1 ($key) must be of type object|string, int given
Async\Context::findLocal(): Argument #1 ($key) must be of type object|string, int given
Async\Context::getLocal(): Argument #1 ($key) must be of type object|string, int given
Async\Context::hasLocal(): Argument #1 ($key) must be of type object|string, int given
Async\Context::unset(): Argument #1 ($key) must be of type object|string, int given
Async\Context::set(): Argument #1 ($key) must be of type object|string, int given
Async\Context::find(): Argument #1 ($key) must be of type object|string, float given
Async\Context::get(): Argument #1 ($key) must be of type object|string, float given
Async\Context::has(): Argument #1 ($key) must be of type object|string, float given
Async\Context::findLocal(): Argument #1 ($key) must be of type object|string, float given
Async\Context::getLocal(): Argument #1 ($key) must be of type object|string, float given
Async\Context::hasLocal(): Argument #1 ($key) must be of type object|string, float given
Async\Context::unset(): Argument #1 ($key) must be of type object|string, float given
Async\Context::set(): Argument #1 ($key) must be of type object|string, float given
Async\Context::find(): Argument #1 ($key) must be of type object|string, null given
Async\Context::get(): Argument #1 ($key) must be of type object|string, null given
Async\Context::has(): Argument #1 ($key) must be of type object|string, null given
Async\Context::findLocal(): Argument #1 ($key) must be of type object|string, null given
Async\Context::getLocal(): Argument #1 ($key) must be of type object|string, null given
Async\Context::hasLocal(): Argument #1 ($key) must be of type object|string, null given
Async\Context::unset(): Argument #1 ($key) must be of type object|string, null given
Async\Context::set(): Argument #1 ($key) must be of type object|string, null given
Async\Context::find(): Argument #1 ($key) must be of type object|string, bool given
Async\Context::get(): Argument #1 ($key) must be of type object|string, bool given
Async\Context::has(): Argument #1 ($key) must be of type object|string, bool given
Async\Context::findLocal(): Argument #1 ($key) must be of type object|string, bool given
Async\Context::getLocal(): Argument #1 ($key) must be of type object|string, bool given
Async\Context::hasLocal(): Argument #1 ($key) must be of type object|string, bool given
Async\Context::unset(): Argument #1 ($key) must be of type object|string, bool given
Async\Context::set(): Argument #1 ($key) must be of type object|string, bool given
Async\Context::find(): Argument #1 ($key) must be of type object|string, array given
Async\Context::get(): Argument #1 ($key) must be of type object|string, array given
Async\Context::has(): Argument #1 ($key) must be of type object|string, array given
Async\Context::findLocal(): Argument #1 ($key) must be of type object|string, array given
Async\Context::getLocal(): Argument #1 ($key) must be of type object|string, array given
Async\Context::hasLocal(): Argument #1 ($key) must be of type object|string, array given
Async\Context::unset(): Argument #1 ($key) must be of type object|string, array given
Async\Context::set(): Argument #1 ($key) must be of type object|string, array given
string(10) "string one"
bool(false)
Async\Context::set() expects at least 2 arguments, 1 given
