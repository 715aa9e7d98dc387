--TEST--
Stress: 100,000 coroutines spawned and awaited
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await};

$start = hrtime(true);
$cs = [];
for ($i = 0; $i < 100000; $i++) {
    $cs[] = spawn(fn($x) => $x * 2, $i);
}
$sum = 0;
$count = 0;
foreach ($cs as $c) {
    $sum += await($c);
    $count++;
}
echo "$count $sum\n";
$stats = Async\runtime_stats();
var_dump($stats['coroutines_active']);
$seconds = (hrtime(true) - $start) / 1e9;
echo $seconds < (getenv('USE_ZEND_ALLOC') === '0' ? 600 : 5) ? "fast enough\n" : "too slow: $seconds s\n";
?>
--EXPECT--
100000 9999900000
int(0)
fast enough
