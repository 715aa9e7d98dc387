--TEST--
Pool: a resource being health-checked still counts in count(), and activeCount() does not include it
--EXTENSIONS--
async
--FILE--
<?php
use Async\Pool;
use function Async\delay;

$inCheck = false;
$release = false;
$pool = new Pool(
    fn () => new stdClass(),
    healthcheck: function ($r) use (&$inCheck, &$release) {
        $inCheck = true;
        for ($i = 0; $i < 30000 && !$release; $i++) {
            delay(1);
        }
        $inCheck = false;
        return true;
    },
    min: 2,
    max: 4,
    healthcheckInterval: 10,
);
for ($i = 0; $i < 3000 && !$inCheck; $i++) {
    delay(5);
}
echo "in check: ", $inCheck ? "yes" : "no", "\n";
echo "count=", count($pool), " active=", $pool->activeCount(), " idle<=2: ", $pool->idleCount() <= 2 ? "yes" : "no", "\n";
$release = true;
for ($i = 0; $i < 3000 && $inCheck; $i++) {
    delay(5);
}
$pool->close();
echo "count=", count($pool), "\n";
?>
--EXPECT--
in check: yes
count=2 active=0 idle<=2: yes
count=0
