--TEST--
Pool: a new pool with the defaults is empty, ACTIVE, open, Countable and a CircuitBreaker; the factory is not called before the first acquire()
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Pool, CircuitBreaker, CircuitBreakerState};

$calls = 0;
$pool = new Pool(function () use (&$calls) { $calls++; return new stdClass(); });
var_dump($calls, count($pool), $pool->count(), $pool->idleCount(), $pool->activeCount(), $pool->isClosed());
var_dump($pool->getState() === CircuitBreakerState::ACTIVE);
var_dump($pool instanceof Countable, $pool instanceof CircuitBreaker);
var_dump(Async\ServiceUnavailableException::class, get_parent_class(Async\ServiceUnavailableException::class),
    get_parent_class(Async\PoolException::class));
$r = $pool->acquire();
var_dump($calls, count($pool), $pool->idleCount(), $pool->activeCount());
$pool->release($r);
var_dump($calls, count($pool), $pool->idleCount(), $pool->activeCount());
$rc = new ReflectionClass(Pool::class);
var_dump($rc->isFinal());
?>
--EXPECT--
int(0)
int(0)
int(0)
int(0)
int(0)
bool(false)
bool(true)
bool(true)
bool(true)
string(33) "Async\ServiceUnavailableException"
string(19) "Async\PoolException"
string(20) "Async\AsyncException"
int(1)
int(1)
int(0)
int(1)
int(1)
int(1)
int(1)
int(0)
bool(true)
