--TEST--
Context values live as long as their context: a coroutine's local values go with the coroutine, a scope's with the scope; a context kept by user code stays usable (and keeps its chain) after its scope was disposed
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\{spawn, await, suspend, current_context, coroutine_context};

final class Res
{
    public function __construct(public string $name) {}
    public function __destruct()
    {
        echo "{$this->name} released\n";
    }
}

$c = spawn(function () {
    coroutine_context()->set("res", new Res("coroutine value"));
});
await($c);
echo "coroutine finished\n";
$c = null;
echo "coroutine object dropped\n";

$s = new Scope();
await($s->spawn(function () {
    current_context()->set("res", new Res("scope value"));
}));
echo "scope idle\n";
$s = null;
echo "scope object dropped\n";

$s = new Scope();
$kept = await($s->spawn(function () {
    current_context()->set("name", "kept");
    $inner = Scope::inherit();
    return await($inner->spawn(fn() => coroutine_context()));
}));
$s->dispose();
$s = null;
var_dump($kept->get("name"), $kept->has("missing"));
$kept->set("more", 1);
var_dump($kept->getLocal("more"));
?>
--EXPECT--
coroutine finished
coroutine value released
coroutine object dropped
scope idle
scope value released
scope object dropped
string(4) "kept"
bool(false)
int(1)
