--TEST--
spawn_with(SpawnStrategy): provideScope(), then beforeCoroutineEnqueue($coroutine, $scope) before it is queued, then afterCoroutineEnqueue() once queued; the coroutine runs later
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use Async\Coroutine;
use Async\SpawnStrategy;
use function Async\{spawn_with, await, suspend};

final class Strategy implements SpawnStrategy
{
    public ?Coroutine $seen = null;
    public function __construct(private ?Scope $scope) {}
    public function provideScope(): ?Scope
    {
        echo "provideScope\n";
        return $this->scope;
    }
    public function beforeCoroutineEnqueue(Coroutine $coroutine, Scope $scope): array
    {
        $this->seen = $coroutine;
        echo "before: scope ok=", var_export($scope === $this->scope, true),
            " queued=", var_export($coroutine->isQueued(), true),
            " started=", var_export($coroutine->isStarted(), true), "\n";
        return [];
    }
    public function afterCoroutineEnqueue(Coroutine $coroutine, Scope $scope): void
    {
        echo "after: same coroutine=", var_export($coroutine === $this->seen, true),
            " queued=", var_export($coroutine->isQueued(), true), "\n";
    }
}

$s = new Scope();
$strategy = new Strategy($s);
$c = spawn_with($strategy, function () {
    echo "body\n";
    return 42;
});
echo "spawn_with returned, same=", var_export($c === $strategy->seen, true), "\n";
var_dump(await($c));

// With a null scope the hooks get the current scope's object.
$strategy = new class implements SpawnStrategy {
    public function provideScope(): ?Scope
    {
        return null;
    }
    public function beforeCoroutineEnqueue(Coroutine $coroutine, Scope $scope): array
    {
        echo "before: current scope, open=", var_export(!$scope->isClosed(), true), "\n";
        return ['unknown option' => true];
    }
    public function afterCoroutineEnqueue(Coroutine $coroutine, Scope $scope): void
    {
        echo "after\n";
    }
};
$inner = null;
$s->spawn(function () use ($strategy, $s, &$inner) {
    $inner = spawn_with($strategy, fn() => "in coroutine's scope");
    var_dump($s->getChildScopes() === [], await($inner));
});
suspend();
suspend();
suspend();
?>
--EXPECT--
provideScope
before: scope ok=true queued=false started=false
after: same coroutine=true queued=true
spawn_with returned, same=true
body
int(42)
before: current scope, open=true
after
bool(true)
string(20) "in coroutine's scope"
