--TEST--
spawn_with() errors: bad provider/callable types, provideScope() or beforeCoroutineEnqueue() throwing or returning the wrong type (the coroutine never runs, afterCoroutineEnqueue() is not called), closed scope
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use Async\Coroutine;
use Async\ScopeProvider;
use Async\SpawnStrategy;
use function Async\{spawn_with, suspend, get_coroutines};

function attempt(string $label, callable $f): void
{
    try {
        $f();
        echo "$label: no exception\n";
    } catch (Throwable $e) {
        echo "$label: ", get_class($e), ": ", $e->getMessage(), "\n";
    }
}

final class ThrowingProvider implements ScopeProvider
{
    public function provideScope(): ?Scope
    {
        throw new LogicException("no scope for you");
    }
}
final class Refuser implements SpawnStrategy
{
    public function __construct(private mixed $answer) {}
    public function provideScope(): ?Scope
    {
        return null;
    }
    public function beforeCoroutineEnqueue(Coroutine $coroutine, Scope $scope): array
    {
        if ($this->answer instanceof Throwable) {
            throw $this->answer;
        }
        return $this->answer;
    }
    public function afterCoroutineEnqueue(Coroutine $coroutine, Scope $scope): void
    {
        echo "after called\n";
    }
}

attempt("stdClass provider", fn() => spawn_with(new stdClass, fn() => print("never\n")));
attempt("bad callable", fn() => spawn_with(new Scope, "no_such_function"));
attempt("missing callable", fn() => spawn_with(new Scope));
attempt("provider throws", fn() => spawn_with(new ThrowingProvider, fn() => print("never\n")));
attempt("before throws", fn() => spawn_with(new Refuser(new RuntimeException("refused")), fn() => print("never\n")));
attempt("before returns int", fn() => spawn_with(new Refuser(5), fn() => print("never\n")));
$closed = new Scope();
$closed->dispose();
attempt("closed scope", fn() => spawn_with($closed, fn() => print("never\n")));
attempt("closed scope via strategy", fn() => spawn_with(new class($closed) implements SpawnStrategy {
    public function __construct(private Scope $s) {}
    public function provideScope(): ?Scope
    {
        return $this->s;
    }
    public function beforeCoroutineEnqueue(Coroutine $coroutine, Scope $scope): array
    {
        echo "before never called\n";
        return [];
    }
    public function afterCoroutineEnqueue(Coroutine $coroutine, Scope $scope): void {}
}, fn() => print("never\n")));
suspend();
suspend();
echo count(get_coroutines()), " coroutine, active: ", Async\runtime_stats()['coroutines_active'], "\n";
?>
--EXPECT--
stdClass provider: TypeError: Async\spawn_with(): Argument #1 ($provider) must be of type Async\ScopeProvider, stdClass given
bad callable: TypeError: Async\spawn_with(): Argument #2 ($task) must be a valid callback, function "no_such_function" not found or invalid function name
missing callable: ArgumentCountError: Async\spawn_with() expects at least 2 arguments, 1 given
provider throws: LogicException: no scope for you
before throws: RuntimeException: refused
before returns int: TypeError: Refuser::beforeCoroutineEnqueue(): Return value must be of type array, int returned
closed scope: Async\AsyncException: Cannot spawn a coroutine in a closed scope
closed scope via strategy: Async\AsyncException: Cannot spawn a coroutine in a closed scope
1 coroutine, active: 0
