--TEST--
spawn_with(SpawnStrategy): beforeCoroutineEnqueue() returning ['priority' => 'high'] queues the coroutine with high priority (runs before earlier normal ones)
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use Async\Coroutine;
use Async\SpawnStrategy;
use function Async\{spawn, spawn_with, suspend};

final class Prioritizer implements SpawnStrategy
{
    public function __construct(private array $options) {}
    public function provideScope(): ?Scope
    {
        return null;
    }
    public function beforeCoroutineEnqueue(Coroutine $coroutine, Scope $scope): array
    {
        return $this->options;
    }
    public function afterCoroutineEnqueue(Coroutine $coroutine, Scope $scope): void {}
}

spawn(fn() => print("normal 1\n"));
spawn_with(new Prioritizer([]), fn() => print("strategy, no options\n"));
spawn_with(new Prioritizer(['priority' => 'normal']), fn() => print("strategy, priority normal\n"));
spawn(fn() => print("normal 2\n"));
spawn_with(new Prioritizer(['priority' => 'high']), fn() => print("strategy, priority high\n"));
suspend();
?>
--EXPECT--
strategy, priority high
normal 1
strategy, no options
strategy, priority normal
normal 2
