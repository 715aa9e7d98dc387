--TEST--
Pool: an exception thrown by the strategy (reportSuccess, reportFailure, shouldRecover) reaches the caller of release()/acquire()/tryAcquire()
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Pool, CircuitBreakerStrategy};

class Throwing implements CircuitBreakerStrategy
{
    public function reportSuccess(mixed $source): void { throw new DomainException("reportSuccess threw"); }
    public function reportFailure(mixed $source, Throwable $error): void { throw new DomainException("reportFailure threw after: " . $error->getMessage()); }
    public function shouldRecover(): bool { throw new DomainException("shouldRecover threw"); }
}
class Conn { public bool $ok = true; }
$pool = new Pool(fn () => new Conn(), beforeAcquire: fn (Conn $c) => $c->ok, max: 1);
$pool->setCircuitBreakerStrategy(new Throwing());
$c = $pool->acquire();
try {
    $pool->release($c);
    echo "release returned\n";
} catch (DomainException $e) {
    echo "release: ", $e->getMessage(), "\n";
}
// whether it was kept or not, it is not out any more
echo "active=", $pool->activeCount(), "\n";
$pool->setCircuitBreakerStrategy(null);
$c = $pool->acquire();
$c->ok = false;
$pool->release($c);
$pool->setCircuitBreakerStrategy(new Throwing());
try {
    $pool->acquire();
    echo "acquire returned\n";
} catch (DomainException $e) {
    echo "acquire: ", $e->getMessage(), "\n";
}
$pool->deactivate();
foreach (['acquire', 'tryAcquire'] as $method) {
    try {
        $pool->$method();
        echo "$method returned\n";
    } catch (DomainException $e) {
        echo "$method: ", $e->getMessage(), "\n";
    }
}
echo $pool->getState()->name, "\n";
?>
--EXPECT--
release: reportSuccess threw
active=0
acquire: reportFailure threw after: Resource validation failed
acquire: shouldRecover threw
tryAcquire: shouldRecover threw
INACTIVE
