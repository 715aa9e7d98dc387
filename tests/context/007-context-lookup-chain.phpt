--TEST--
Context lookups walk coroutine-local -> its scope -> parent scopes (Scope::inherit chain, skipping scopes without a context) -> root_context(); *Local() look at one context only; nearer values shadow farther ones
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\{root_context, current_context, coroutine_context, await};

root_context()->set("app", "root")->set("level", "root");
$mid = Scope::inherit();          // never gets a context of its own
$leaf = Scope::inherit($mid);
$leafCtx = await($leaf->spawn(function () {
    current_context()->set("level", "leaf")->set("leaf only", true);
    return current_context();
}));
$deep = Scope::inherit($leaf);

$c = $deep->spawn(function () {
    coroutine_context()->set("level", "coroutine");
    $local = coroutine_context();
    $scope = current_context();
    echo "from the coroutine context:\n";
    var_dump($local->get("level"), $local->get("app"), $local->find("leaf only"));
    var_dump($local->hasLocal("app"), $local->findLocal("app"), $local->has("app"));
    echo "from the deep scope's context:\n";
    var_dump($scope->get("level"), $scope->get("app"), $scope->hasLocal("level"));
    echo "after unsetting the coroutine-local value:\n";
    $local->unset("level");
    var_dump($local->get("level"));
    var_dump($local->has("missing"), $local->find("missing"));
});
await($c);

// A value set later up the chain is seen at once (no copying).
root_context()->set("late", "added later");
var_dump($leafCtx->get("late"), $leafCtx->findLocal("late"));
// Values set in a child never leak upwards.
var_dump(root_context()->has("leaf only"), current_context()->has("level"), current_context()->get("level"));
?>
--EXPECT--
from the coroutine context:
string(9) "coroutine"
string(4) "root"
bool(true)
bool(false)
NULL
bool(true)
from the deep scope's context:
string(4) "leaf"
string(4) "root"
bool(false)
after unsetting the coroutine-local value:
string(4) "leaf"
bool(false)
NULL
string(11) "added later"
NULL
bool(false)
bool(true)
string(4) "root"
