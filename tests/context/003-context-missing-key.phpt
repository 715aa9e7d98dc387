--TEST--
Context::get()/getLocal() of a missing key throw Async\ContextException (an AsyncException) naming the key; for object keys the class
--EXTENSIONS--
async
--FILE--
<?php
use Async\Context;

$ctx = new Context();
foreach (['get', 'getLocal'] as $m) {
    try {
        $ctx->$m("user");
    } catch (Async\ContextException $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
$key = new ArrayObject();
try {
    $ctx->get($key);
} catch (Async\ContextException $e) {
    var_dump($e->getMessage() === "Context key of type ArrayObject not found");
}
try {
    $ctx->getLocal($key);
} catch (Async\ContextException $e) {
    var_dump($e->getMessage() === "Context key of type ArrayObject not found");
}
var_dump(is_subclass_of(Async\ContextException::class, Async\AsyncException::class));
// The local key missing while the parent has it: getLocal() throws, get() finds it.
Async\root_context()->set("user", "root user");
Async\spawn(function () {
    $c = Async\coroutine_context();
    var_dump($c->get("user"));
    try {
        $c->getLocal("user");
    } catch (Async\ContextException $e) {
        echo $e->getMessage(), "\n";
    }
});
?>
--EXPECT--
Async\ContextException: Context key "user" not found
Async\ContextException: Context key "user" not found
bool(true)
bool(true)
bool(true)
string(9) "root user"
Context key "user" not found
