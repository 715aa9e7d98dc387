--TEST--
iterate() over 10000 elements, limited and unlimited, visits each once
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{iterate, delay};

$sum = 0; $count = 0;
iterate(range(1, 10000), function ($v) use (&$sum, &$count) { if ($v % 100 === 0) { delay(0); } $sum += $v; $count++; }, 100);
var_dump($sum, $count);
$sum = 0;
iterate((function () { for ($i = 1; $i <= 10000; $i++) { yield $i; } })(), function ($v) use (&$sum) { $sum += $v; });
var_dump($sum);
?>
--EXPECT--
int(50005000)
int(10000)
int(50005000)
