--TEST--
Pool: circuit breaker without a strategy: ACTIVE at first; INACTIVE makes acquire() throw ServiceUnavailableException and tryAcquire() return null; activate()/recover() let calls through again
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Pool, PoolException, ServiceUnavailableException, CircuitBreakerState};

$n = 0;
$pool = new Pool(function () use (&$n) { return "r" . ++$n; }, min: 1, max: 2);
echo $pool->getState()->name, "\n";
$held = $pool->acquire();
$pool->deactivate();
echo $pool->getState()->name, "\n";
try {
    $pool->acquire();
} catch (PoolException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
    var_dump($e instanceof ServiceUnavailableException);
}
try {
    $pool->acquire(100);
} catch (ServiceUnavailableException $e) {
    echo "with a timeout: ", $e->getMessage(), "\n";
}
var_dump($pool->tryAcquire());
// release still works while INACTIVE
$pool->release($held);
var_dump($pool->idleCount(), $pool->tryAcquire());
$pool->deactivate();                     // already INACTIVE: stays so
echo $pool->getState()->name, "\n";
$pool->activate();
echo $pool->getState()->name, "\n";
$r = $pool->acquire();
echo "got $r\n";
$pool->release($r);
$pool->deactivate();
$pool->recover();
var_dump($pool->getState() === CircuitBreakerState::RECOVERING);
$r = $pool->tryAcquire();
echo "got $r, still ", $pool->getState()->name, "\n";
$pool->release($r);
$r = $pool->acquire();
echo "got $r, still ", $pool->getState()->name, "\n";
$pool->activate();
$pool->activate();
echo $pool->getState()->name, " created=$n\n";
?>
--EXPECT--
ACTIVE
INACTIVE
Async\ServiceUnavailableException: Service is unavailable (circuit breaker is open)
bool(true)
with a timeout: Service is unavailable (circuit breaker is open)
NULL
int(1)
NULL
INACTIVE
ACTIVE
got r1
bool(true)
got r1, still RECOVERING
got r1, still RECOVERING
ACTIVE created=1
