--TEST--
Context::set() on an existing local key needs $replace = true (ContextException otherwise, value unchanged); a key only present up the chain may be shadowed without it
--EXTENSIONS--
async
--FILE--
<?php
use Async\Context;
use function Async\{root_context, current_context, coroutine_context, spawn, await};

$ctx = new Context();
$ctx->set("k", "first");
try {
    $ctx->set("k", "second");
} catch (Async\ContextException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump($ctx->get("k"));
try {
    $ctx->set("k", "second", false);
} catch (Async\ContextException $e) {
    echo "explicit false: ", $e->getMessage(), "\n";
}
var_dump($ctx->set("k", "second", true) === $ctx, $ctx->get("k"));
var_dump($ctx->set("new", 1, true)->get("new"));
$o = new stdClass();
$ctx->set($o, 1);
try {
    $ctx->set($o, 2);
} catch (Async\ContextException $e) {
    echo $e->getMessage(), "\n";
}
var_dump($ctx->set($o, 2, replace: true)->get($o));
// After unset() the key can be set again without $replace.
var_dump($ctx->unset("k")->set("k", "third")->get("k"));

root_context()->set("level", "root");
await(spawn(function () {
    coroutine_context()->set("level", "coroutine");   // shadows, no $replace needed
    var_dump(coroutine_context()->get("level"), current_context()->get("level"));
}));
?>
--EXPECT--
Async\ContextException: Context key already exists and replace is false
string(5) "first"
explicit false: Context key already exists and replace is false
bool(true)
string(6) "second"
int(1)
Context key already exists and replace is false
int(2)
string(5) "third"
string(9) "coroutine"
string(4) "root"
