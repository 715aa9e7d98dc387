--TEST--
spawn_with(): a SpawnStrategy whose afterCoroutineEnqueue() awaits the new coroutine (it finishes before spawn_with() returns) gets back a valid, finished coroutine
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Coroutine, Scope, SpawnStrategy};
use function Async\{spawn_with, await, suspend};

final class AwaitingStrategy implements SpawnStrategy
{
    public function __construct(private Scope $scope, private bool $await)
    {
    }

    public function provideScope(): ?Scope
    {
        return $this->scope;
    }

    public function beforeCoroutineEnqueue(Coroutine $coroutine, Scope $scope): array
    {
        return [];
    }

    public function afterCoroutineEnqueue(Coroutine $coroutine, Scope $scope): void
    {
        if ($this->await) {
            echo "hook awaited: ", await($coroutine), "\n";
        } else {
            suspend();
            echo "hook suspended: completed=", var_export($coroutine->isCompleted(), true), "\n";
        }
    }
}

$scope = new Scope();
$co = spawn_with(new AwaitingStrategy($scope, true), fn() => "result");
echo get_class($co), " completed=", var_export($co->isCompleted(), true), "\n";
echo "await again: ", await($co), "\n";

$co = spawn_with(new AwaitingStrategy($scope, false), fn($x) => $x * 2, 21);
echo "await after suspend: ", await($co), "\n";
unset($co);
echo "end\n";
?>
--EXPECT--
hook awaited: result
Async\Coroutine completed=true
await again: result
hook suspended: completed=true
await after suspend: 42
end
