--TEST--
spawn_with(): a ScopeProvider that returns a new Scope() nobody else holds spawns into it, as (new Scope())->spawn() does; the coroutine runs to its end
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Scope, ScopeProvider};
use function Async\{spawn_with, await};

final class FreshScopes implements ScopeProvider
{
    public function provideScope(): ?Scope
    {
        return new Scope();
    }
}

$direct = (new Scope())->spawn(fn() => "direct");
echo "direct: ", await($direct), "\n";

$co = spawn_with(new FreshScopes(), function (string $who) {
    Async\delay(5);
    return "provided for $who";
}, "main");
echo "provided: ", await($co), "\n";
echo "end\n";
?>
--EXPECT--
direct: direct
provided: provided for main
end
