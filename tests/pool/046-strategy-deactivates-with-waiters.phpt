--TEST--
Pool: a strategy that opens the breaker from reportFailure (the factory threw) while other coroutines wait: the caller gets the factory's exception, the waiters ServiceUnavailableException, and the factory is not called again
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Pool, CircuitBreakerStrategy};
use function Async\{spawn, await_all, delay};

class OpenOnFailure implements CircuitBreakerStrategy
{
    public function reportSuccess(mixed $source): void {}
    public function reportFailure(mixed $source, Throwable $error): void
    {
        echo "failure: ", $error->getMessage(), "\n";
        $source->deactivate();
    }
    public function shouldRecover(): bool { return false; }
}
$calls = 0;
$pool = new Pool(function () use (&$calls) { $calls++; delay(10); throw new RuntimeException("database down"); }, max: 1);
$pool->setCircuitBreakerStrategy(new OpenOnFailure());
$coroutines = [];
foreach ([1, 2, 3] as $i) {
    $coroutines[] = spawn(function () use ($pool, $i) {
        try {
            $pool->acquire();
        } catch (Exception $e) {
            echo "$i: ", get_class($e), ": ", $e->getMessage(), "\n";
        }
    });
}
await_all($coroutines);
echo "factory calls: $calls, state: ", $pool->getState()->name, ", count=", count($pool), "\n";
?>
--EXPECT--
failure: database down
1: RuntimeException: database down
2: Async\ServiceUnavailableException: Service is unavailable (circuit breaker is open)
3: Async\ServiceUnavailableException: Service is unavailable (circuit breaker is open)
factory calls: 1, state: INACTIVE, count=0
