--TEST--
Pool: deactivate() wakes the coroutines parked in acquire() with ServiceUnavailableException; the resource released afterwards stays idle; activate() serves again
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Pool, PoolException, ServiceUnavailableException};
use function Async\{spawn, await, await_all, suspend};

$pool = new Pool(fn () => "conn", max: 1);
$held = $pool->acquire();
$waiters = [];
foreach ([1, 2, 3] as $i) {
    $waiters[] = spawn(function () use ($pool, $i) {
        try {
            $pool->acquire($i === 2 ? 60000 : 0);
            echo "w$i got one\n";
        } catch (PoolException $e) {
            echo "w$i: ", get_class($e), ": ", $e->getMessage(), "\n";
        }
    });
}
suspend();
$pool->deactivate();
echo "deactivated\n";
await_all($waiters);
$pool->release($held);
echo "idle=", $pool->idleCount(), " state=", $pool->getState()->name, "\n";
$pool->activate();
$late = spawn(fn () => $pool->acquire());
var_dump(await($late));
?>
--EXPECT--
deactivated
w1: Async\ServiceUnavailableException: Service is unavailable (circuit breaker is open)
w2: Async\ServiceUnavailableException: Service is unavailable (circuit breaker is open)
w3: Async\ServiceUnavailableException: Service is unavailable (circuit breaker is open)
idle=1 state=INACTIVE
string(4) "conn"
