--TEST--
Pool: the healthcheck runs on idle resources every healthcheckInterval ms (in a coroutine, so it may suspend); false or an exception destroys the resource and is reported to the strategy, then the pool is refilled to min
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Pool, CircuitBreakerStrategy};
use function Async\delay;

class Conn { public string $health = 'ok'; function __construct(public int $id) {} }
class Log implements CircuitBreakerStrategy
{
    public array $failures = [];
    public function reportSuccess(mixed $source): void {}
    public function reportFailure(mixed $source, Throwable $error): void { $this->failures[] = get_class($error) . ": " . $error->getMessage(); }
    public function shouldRecover(): bool { return false; }
}
$made = 0;
$all = [];
$destroyed = [];
$checked = [];
$pool = new Pool(
    function () use (&$made, &$all) { return $all[++$made] = new Conn($made); },
    destructor: function (Conn $c) use (&$destroyed) { $destroyed[] = $c->id; },
    healthcheck: function (Conn $c) use (&$checked) {
        $checked[$c->id] = true;
        delay(1);                       // a ping takes a while
        if ($c->health === 'throw') {
            throw new RuntimeException("conn $c->id is broken");
        }
        return $c->health === 'ok';
    },
    min: 3,
    max: 5,
    healthcheckInterval: 20,
);
$log = new Log();
$pool->setCircuitBreakerStrategy($log);
$all[1]->health = 'false';
$all[2]->health = 'throw';
for ($i = 0; $i < 3000 && ($made < 5 || $pool->idleCount() < 3); $i++) {
    delay(10);
}
ksort($checked);
echo "checked: ", implode(", ", array_keys($checked)), "\n";
sort($destroyed);
echo "destroyed: ", implode(", ", $destroyed), "\n";
sort($log->failures);
echo implode("\n", $log->failures), "\n";
echo "made=$made count=", count($pool), " idle=", $pool->idleCount(), " active=", $pool->activeCount(), "\n";
$ids = [];
for ($i = 0; $i < 3; $i++) {
    $ids[] = $pool->acquire()->id;
}
sort($ids);
echo "idle ones: ", implode(", ", $ids), "\n";
?>
--EXPECT--
checked: 1, 2, 3
destroyed: 1, 2
Exception: Resource validation failed
RuntimeException: conn 2 is broken
made=5 count=3 idle=3 active=0
idle ones: 3, 4, 5
