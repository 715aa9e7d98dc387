--TEST--
Pool: a strategy that opens the breaker after 2 failures in a row and closes it on a success while RECOVERING: the full ACTIVE -> INACTIVE -> RECOVERING -> ACTIVE cycle driven by the pool's reports
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Pool, CircuitBreaker, CircuitBreakerStrategy, CircuitBreakerState, ServiceUnavailableException};

class ConsecutiveFailures implements CircuitBreakerStrategy
{
    private int $failures = 0;
    public bool $cooledDown = false;
    public function reportSuccess(mixed $source): void
    {
        $this->failures = 0;
        if ($source->getState() === CircuitBreakerState::RECOVERING) {
            echo "  strategy: success while recovering -> activate\n";
            $source->activate();
        }
    }
    public function reportFailure(mixed $source, Throwable $error): void
    {
        if (++$this->failures >= 2 && $source->getState() !== CircuitBreakerState::INACTIVE) {
            echo "  strategy: $this->failures failures -> deactivate\n";
            $source->deactivate();
        }
    }
    public function shouldRecover(): bool
    {
        return $this->cooledDown;
    }
}
$up = false;
$pool = new Pool(function () use (&$up) {
    if (!$up) {
        throw new RuntimeException("database down");
    }
    return new stdClass();
});
$strategy = new ConsecutiveFailures();
$pool->setCircuitBreakerStrategy($strategy);
function attempt(Pool $pool): void
{
    try {
        $r = $pool->acquire();
        echo "acquired in state ", $pool->getState()->name, "\n";
        $pool->release($r);
    } catch (Exception $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
    echo "state ", $pool->getState()->name, "\n";
}
attempt($pool);
attempt($pool);
attempt($pool);          // fails fast, the factory is not called
$up = true;
attempt($pool);          // still open: not cooled down
$strategy->cooledDown = true;
attempt($pool);          // probation, then closed
attempt($pool);
?>
--EXPECT--
RuntimeException: database down
state ACTIVE
  strategy: 2 failures -> deactivate
RuntimeException: database down
state INACTIVE
Async\ServiceUnavailableException: Service is unavailable (circuit breaker is open)
state INACTIVE
Async\ServiceUnavailableException: Service is unavailable (circuit breaker is open)
state INACTIVE
acquired in state RECOVERING
  strategy: success while recovering -> activate
state ACTIVE
acquired in state ACTIVE
state ACTIVE
