--TEST--
Pool: close() while the healthcheck is suspended inside a check: the checked resource is destroyed once the check returns, every resource exactly once, no refill after close
--EXTENSIONS--
async
--FILE--
<?php
use Async\Pool;
use function Async\delay;

$inCheck = false;
$go = false;
$destroyed = [];
$made = 0;
$pool = new Pool(
    function () use (&$made) { return ++$made; },
    destructor: function ($r) use (&$destroyed) { $destroyed[] = $r; },
    healthcheck: function ($r) use (&$inCheck, &$go) {
        $inCheck = true;
        for ($i = 0; $i < 30000 && !$go; $i++) {
            delay(1);
        }
        return false;             // would be destroyed and replaced, but the pool is closed by then
    },
    min: 2,
    max: 3,
    healthcheckInterval: 10,
);
for ($i = 0; $i < 3000 && !$inCheck; $i++) {
    delay(5);
}
echo "in check: ", json_encode($inCheck), "\n";
$pool->close();
echo "closed\n";
$go = true;
for ($i = 0; $i < 3000 && count($destroyed) < 2; $i++) {
    delay(5);
}
delay(50);                        // room for a wrong refill or a second round
sort($destroyed);
echo "destroyed: ", implode(", ", $destroyed), "\n";
echo "made=$made count=", count($pool), " idle=", $pool->idleCount(), "\n";
?>
--EXPECT--
in check: true
closed
destroyed: 1, 2
made=2 count=0 idle=0
