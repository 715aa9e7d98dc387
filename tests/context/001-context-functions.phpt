--TEST--
current_context()/root_context()/coroutine_context()/Coroutine::getContext(): which Context each returns, in main and in coroutines of the main scope and of other scopes
--EXTENSIONS--
async
--FILE--
<?php
use Async\Context;
use Async\Scope;
use function Async\{current_context, root_context, coroutine_context, current_coroutine, spawn, await};

$root = root_context();
var_dump($root instanceof Context);
var_dump(current_context() === $root, root_context() === $root);
$local = coroutine_context();
var_dump($local !== $root, coroutine_context() === $local, current_coroutine()->getContext() === $local);

$c = spawn(function () use ($root, $local) {
    echo "coroutine in the main scope:\n";
    var_dump(current_context() === $root, root_context() === $root);
    var_dump(coroutine_context() !== $local, coroutine_context() !== $root);
    var_dump(coroutine_context() === current_coroutine()->getContext());
    return coroutine_context();
});
$ctx = await($c);
var_dump($c->getContext() === $ctx);

$s = new Scope();
$c = $s->spawn(function () use ($root) {
    echo "coroutine in a root scope:\n";
    var_dump(current_context() !== $root, root_context() === $root);
    return current_context();
});
$scopeContext = await($c);
$c = $s->spawn(fn() => current_context());
var_dump(await($c) === $scopeContext);
$c = Scope::inherit($s)->spawn(fn() => current_context());
var_dump(await($c) !== $scopeContext);
try {
    current_context(1);
} catch (ArgumentCountError $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
coroutine in the main scope:
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
coroutine in a root scope:
bool(true)
bool(true)
bool(true)
bool(true)
Async\current_context() expects exactly 0 arguments, 1 given
