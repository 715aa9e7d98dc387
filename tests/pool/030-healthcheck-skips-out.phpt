--TEST--
Pool: the healthcheck never runs on a resource that is out; once released it is checked like the others
--EXTENSIONS--
async
--FILE--
<?php
use Async\Pool;
use function Async\delay;

$made = 0;
$checks = [];
$pool = new Pool(
    function () use (&$made) { return "r" . ++$made; },
    healthcheck: function ($r) use (&$checks) { $checks[$r] = ($checks[$r] ?? 0) + 1; return true; },
    min: 1,
    max: 2,
    healthcheckInterval: 10,
);
$out = $pool->acquire();         // r1
$idle = $pool->acquire();        // r2
$pool->release($idle);
for ($i = 0; $i < 3000 && ($checks['r2'] ?? 0) < 3; $i++) {
    delay(5);
}
echo "r2 checked at least 3 times: ", ($checks['r2'] ?? 0) >= 3 ? "yes" : "no", "\n";
echo "r1 checked while out: ", isset($checks['r1']) ? "yes" : "no", "\n";
$pool->release($out);
for ($i = 0; $i < 3000 && !isset($checks['r1']); $i++) {
    delay(5);
}
echo "r1 checked after release: ", isset($checks['r1']) ? "yes" : "no", "\n";
echo "made=$made count=", count($pool), "\n";
?>
--EXPECT--
r2 checked at least 3 times: yes
r1 checked while out: no
r1 checked after release: yes
made=2 count=2
