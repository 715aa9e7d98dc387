--TEST--
Pool: when the factory throws while the healthcheck refills to min, nothing escapes the background check (no fatal error), the failure is reported to the strategy, and a later round refills once the factory works again
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Pool, CircuitBreakerStrategy};
use function Async\delay;

class Log implements CircuitBreakerStrategy
{
    public array $failures = [];
    public function reportSuccess(mixed $source): void {}
    public function reportFailure(mixed $source, Throwable $error): void { $this->failures[] = $error->getMessage(); }
    public function shouldRecover(): bool { return false; }
}
$made = 0;
$factoryDown = false;
$healthy = true;
$pool = new Pool(
    function () use (&$made, &$factoryDown) {
        if ($factoryDown) {
            throw new RuntimeException("cannot connect");
        }
        return ++$made;
    },
    healthcheck: function ($r) use (&$healthy) { return $healthy || $r !== 1; },
    min: 2,
    max: 4,
    healthcheckInterval: 10,
);
$log = new Log();
$pool->setCircuitBreakerStrategy($log);
$factoryDown = true;
$healthy = false;                 // resource 1 fails its next check
for ($i = 0; $i < 3000 && !in_array("cannot connect", $log->failures, true); $i++) {
    delay(5);
}
echo "validation failure reported: ", json_encode(in_array("Resource validation failed", $log->failures, true)), "\n";
echo "factory failure reported: ", json_encode(in_array("cannot connect", $log->failures, true)), "\n";
echo "count=", count($pool), "\n";
$factoryDown = false;
for ($i = 0; $i < 3000 && $pool->idleCount() < 2; $i++) {
    delay(5);
}
echo "refilled: count=", count($pool), " idle=", $pool->idleCount(), " made=$made\n";
echo "still alive\n";
?>
--EXPECT--
validation failure reported: true
factory failure reported: true
count=1
refilled: count=2 idle=2 made=3
still alive
