--TEST--
A new Scope() is a root: lookups from it (and from its Scope::inherit() children and their coroutines) stop there and do not see root_context(); a standalone new Context() has no chain
--EXTENSIONS--
async
--FILE--
<?php
use Async\Context;
use Async\Scope;
use function Async\{root_context, current_context, coroutine_context, await};

root_context()->set("app", "root");
$iso = new Scope();
await($iso->spawn(function () {
    var_dump(current_context()->has("app"), coroutine_context()->find("app"));
    try {
        coroutine_context()->get("app");
    } catch (Async\ContextException $e) {
        echo $e->getMessage(), "\n";
    }
    current_context()->set("tenant", "t1");
}));
$child = Scope::inherit($iso);
await($child->spawn(function () {
    var_dump(coroutine_context()->get("tenant"), current_context()->has("app"));
}));
// A Scope::inherit() child of the main scope does see root_context().
await(Scope::inherit()->spawn(function () {
    var_dump(coroutine_context()->get("app"), coroutine_context()->has("tenant"));
}));
$standalone = new Context();
var_dump($standalone->has("app"), $standalone->find("tenant"));
?>
--EXPECT--
bool(false)
NULL
Context key "app" not found
string(2) "t1"
bool(false)
string(4) "root"
bool(false)
bool(false)
NULL
