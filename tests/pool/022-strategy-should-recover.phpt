--TEST--
Pool: with a strategy, acquire()/tryAcquire() while INACTIVE ask shouldRecover(): false fails as without one, true moves to RECOVERING and the call proceeds; not asked in other states; setCircuitBreakerStrategy(null) removes it
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Pool, CircuitBreakerStrategy, ServiceUnavailableException};

class Strategy implements CircuitBreakerStrategy
{
    public bool $recover = false;
    public function reportSuccess(mixed $source): void { echo "  reportSuccess\n"; }
    public function reportFailure(mixed $source, Throwable $error): void { echo "  reportFailure\n"; }
    public function shouldRecover(): bool
    {
        echo "  shouldRecover -> ", var_export($this->recover, true), "\n";
        return $this->recover;
    }
}
$pool = new Pool(fn () => "conn", max: 1);
$s = new Strategy();
$pool->setCircuitBreakerStrategy($s);
echo "ACTIVE: not asked\n";
$pool->release($pool->acquire());
var_dump($pool->tryAcquire());
$pool->release("conn");
echo "INACTIVE, shouldRecover false\n";
$pool->deactivate();
try {
    $pool->acquire();
} catch (ServiceUnavailableException $e) {
    echo "acquire: ", $e->getMessage(), "\n";
}
var_dump($pool->tryAcquire());
echo $pool->getState()->name, "\n";
echo "INACTIVE, shouldRecover true (tryAcquire)\n";
$s->recover = true;
var_dump($pool->tryAcquire());
echo $pool->getState()->name, "\n";
echo "RECOVERING: not asked\n";
$s->recover = false;
$pool->release("conn");
var_dump($pool->acquire());
$pool->release("conn");
echo "INACTIVE, shouldRecover true (acquire)\n";
$pool->deactivate();
$s->recover = true;
var_dump($pool->acquire());
echo $pool->getState()->name, "\n";
$pool->release("conn");
echo "strategy removed\n";
$pool->setCircuitBreakerStrategy(null);
$pool->deactivate();
try {
    $pool->acquire();
} catch (ServiceUnavailableException $e) {
    echo "acquire: ", $e->getMessage(), "\n";
}
var_dump($pool->tryAcquire());
$pool->activate();
$pool->release($pool->acquire());
echo "done\n";
?>
--EXPECT--
ACTIVE: not asked
  reportSuccess
string(4) "conn"
  reportSuccess
INACTIVE, shouldRecover false
  shouldRecover -> false
acquire: Service is unavailable (circuit breaker is open)
  shouldRecover -> false
NULL
INACTIVE
INACTIVE, shouldRecover true (tryAcquire)
  shouldRecover -> true
string(4) "conn"
RECOVERING
RECOVERING: not asked
  reportSuccess
string(4) "conn"
  reportSuccess
INACTIVE, shouldRecover true (acquire)
  shouldRecover -> true
string(4) "conn"
RECOVERING
  reportSuccess
strategy removed
acquire: Service is unavailable (circuit breaker is open)
NULL
done
