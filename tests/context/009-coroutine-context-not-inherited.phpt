--TEST--
coroutine_context() is per coroutine: a coroutine spawned from another does not see its local values (only the shared scope context); Coroutine::getContext() works before start and after the end
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, current_context, coroutine_context, suspend};

$outer = spawn(function () {
    coroutine_context()->set("request id", 17);
    current_context()->set("shared", "scope value");
    $inner = spawn(function () {
        var_dump(coroutine_context()->has("request id"), current_context()->has("request id"));
        var_dump(coroutine_context()->get("shared"));
    });
    await($inner);
    return coroutine_context()->get("request id");
});
var_dump(await($outer));
var_dump(coroutine_context()->has("request id"));

// Set from outside before the coroutine starts: seen inside.
$c = spawn(function () {
    return coroutine_context()->get("injected");
});
$c->getContext()->set("injected", "from main");
var_dump(await($c));
// After the end its context still answers, falling back to the scope's.
var_dump($c->getContext()->get("injected"), $c->getContext()->get("shared"));
var_dump($outer->getContext()->get("request id"));
?>
--EXPECT--
bool(false)
bool(false)
string(11) "scope value"
int(17)
bool(false)
string(9) "from main"
string(9) "from main"
string(11) "scope value"
int(17)
