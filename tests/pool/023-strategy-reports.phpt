--TEST--
Pool: the strategy hears reportSuccess($pool) on every release that keeps the resource, and reportFailure($pool, $error) for a factory exception (that exception), beforeAcquire/beforeRelease returning false (Exception "Resource validation failed") or throwing (what they threw)
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Pool, CircuitBreakerStrategy};

class Log implements CircuitBreakerStrategy
{
    public ?Pool $pool = null;
    public array $errors = [];
    public function reportSuccess(mixed $source): void
    {
        echo "  success", $source === $this->pool ? "" : " (wrong source)", "\n";
    }
    public function reportFailure(mixed $source, Throwable $error): void
    {
        $this->errors[] = $error;
        echo "  failure", $source === $this->pool ? "" : " (wrong source)", ": ", get_class($error), ": ", $error->getMessage(), "\n";
    }
    public function shouldRecover(): bool { echo "  shouldRecover\n"; return false; }
}
class Conn { public string $onAcquire = 'ok'; public string $onRelease = 'ok'; function __construct(public int $id) {} }
function check(string $mode, Conn $c, string $what): bool
{
    if ($mode === 'throw') {
        throw new LogicException("$what of $c->id threw");
    }
    return $mode === 'ok';
}

$n = 0;
$destroyed = [];
$factoryError = null;
$pool = new Pool(
    function () use (&$n, &$factoryError) {
        if (++$n === 1) {
            throw $factoryError = new RuntimeException("connection refused");
        }
        return new Conn($n);
    },
    destructor: function (Conn $c) use (&$destroyed) { $destroyed[] = $c->id; },
    beforeAcquire: fn (Conn $c) => check($c->onAcquire, $c, 'beforeAcquire'),
    beforeRelease: fn (Conn $c) => check($c->onRelease, $c, 'beforeRelease'),
);
$log = new Log();
$log->pool = $pool;
$pool->setCircuitBreakerStrategy($log);

echo "factory throws\n";
try { $pool->acquire(); } catch (RuntimeException $e) { echo "acquire: ", $e->getMessage(), "\n"; }
var_dump($log->errors[0] === $factoryError);
echo "fresh resource, released fine\n";
$c = $pool->acquire();
$pool->release($c);
echo "beforeAcquire false\n";
$c->onAcquire = 'false';
$c = $pool->acquire();
echo "got $c->id\n";
echo "beforeRelease false\n";
$c->onRelease = 'false';
$pool->release($c);
echo "beforeRelease throws\n";
$c = $pool->acquire();
$c->onRelease = 'throw';
$pool->release($c);
echo "beforeAcquire throws\n";
$c = $pool->acquire();
$pool->release($c);
$c->onAcquire = 'throw';
$c = $pool->acquire();
echo "got $c->id\n";
$pool->release($c);
echo "state: ", $pool->getState()->name, "\n";
var_dump(get_class($log->errors[1]), $log->errors[1]->getPrevious());
echo "without beforeRelease: success on every release\n";
$plain = new Pool(fn () => new Conn(0));
$log->pool = $plain;
$plain->setCircuitBreakerStrategy($log);
$plain->release($plain->acquire());
$plain->release($plain->tryAcquire());
echo "destroyed: ", implode(", ", $destroyed), "\n";
?>
--EXPECT--
factory throws
  failure: RuntimeException: connection refused
acquire: connection refused
bool(true)
fresh resource, released fine
  success
beforeAcquire false
  failure: Exception: Resource validation failed
got 3
beforeRelease false
  failure: Exception: Resource validation failed
beforeRelease throws
  failure: LogicException: beforeRelease of 4 threw
beforeAcquire throws
  success
  failure: LogicException: beforeAcquire of 5 threw
got 6
  success
state: ACTIVE
string(9) "Exception"
NULL
without beforeRelease: success on every release
  success
  success
destroyed: 2, 3, 4, 5
