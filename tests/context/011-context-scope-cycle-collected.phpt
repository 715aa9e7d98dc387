--TEST--
A scope context holding its own Scope object (a cycle through the scope) is collected by gc_collect_cycles()
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\{await, current_context, coroutine_context, current_coroutine, spawn};

final class Res
{
    public function __construct(public string $name) {}
    public function __destruct()
    {
        echo "{$this->name} released\n";
    }
}

$s = new Scope();
await($s->spawn(function () use ($s) {
    current_context()->set("scope", $s)->set("res", new Res("scope context value"));
}));
unset($s);
gc_collect_cycles();
echo "after first collection\n";

$c = spawn(function () {
    coroutine_context()->set("me", current_coroutine())->set("res", new Res("coroutine context value"));
});
await($c);
unset($c);
gc_collect_cycles();
echo "after second collection\n";
?>
--EXPECT--
scope context value released
after first collection
coroutine context value released
after second collection
