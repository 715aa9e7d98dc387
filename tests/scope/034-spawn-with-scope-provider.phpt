--TEST--
spawn_with(ScopeProvider): the coroutine goes to provideScope()'s scope (a Scope is its own provider); arguments are passed; null means the current scope
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use Async\ScopeProvider;
use function Async\{spawn_with, await, suspend, spawn};

function st(Async\Scope $s): string
{
    ob_start();
    var_dump($s);
    $lines = explode("\n", trim(ob_get_clean()));
    $out = [];
    for ($i = 1; $i + 1 < count($lines); $i += 2) {
        $out[] = trim($lines[$i], ' ["]=>') . "=" . strstr(substr(strstr($lines[$i + 1], "("), 1), ")", true);
    }
    return implode(" ", $out);
}
function rs(): string
{
    $r = Async\runtime_stats();
    return "global active={$r['coroutines_active']} zombie={$r['coroutines_zombie']}";
}

final class Provider implements ScopeProvider
{
    public int $calls = 0;
    public function __construct(private ?Scope $scope) {}
    public function provideScope(): ?Scope
    {
        $this->calls++;
        return $this->scope;
    }
}

$s = new Scope();
$provider = new Provider($s);
$c = spawn_with($provider, function (int $a, int $b, int ...$rest) {
    return $a + $b + array_sum($rest);
}, 1, 2, 3, 4);
var_dump($c instanceof Async\Coroutine, $provider->calls);
echo st($s), "\n";
var_dump(await($c));
$c = spawn_with($provider, fn(string $x, string $y) => "$x-$y", y: "b", x: "a");
var_dump(await($c));

// A Scope is a ScopeProvider.
$c = spawn_with($s, fn() => "via scope");
echo st($s), "\n";
var_dump(await($c));

// null: the current scope (main's scope in main, the coroutine's scope inside one).
$nullProvider = new Provider(null);
$c = spawn_with($nullProvider, fn() => "main scope");
echo st($s), "\n";
var_dump(await($c));
$outer = $s->spawn(function () use ($nullProvider, $s) {
    $inner = spawn_with($nullProvider, fn() => "inner");
    echo "inside: ", st($s), "\n";
    return await($inner);
});
var_dump(await($outer));
?>
--EXPECT--
bool(true)
int(1)
active=1 zombies=0 closed=false cancelled=false disposeSafely=true
int(10)
string(3) "a-b"
active=1 zombies=0 closed=false cancelled=false disposeSafely=true
string(9) "via scope"
active=0 zombies=0 closed=false cancelled=false disposeSafely=true
string(10) "main scope"
inside: active=2 zombies=0 closed=false cancelled=false disposeSafely=true
string(5) "inner"
