--TEST--
TaskGroup: 10000 tasks with a concurrency limit settle and are all collected
--EXTENSIONS--
async
--FILE--
<?php

use Async\TaskGroup;
use function Async\delay;
$g = new TaskGroup(100, 0);
for ($i = 0; $i < 10000; $i++) {
    $g->spawn(function () use ($i) { if ($i % 3 == 0) { delay(0); } return $i; });
}
$g->close();
$results = $g->all()->await();
echo count($results), " ", array_sum($results), " ", $results[9999], "\n";
$n = 0;
foreach ($g as $k => [$r, $e]) { $n++; }
echo "iterated $n\n";

?>
--EXPECT--
10000 49995000 9999
iterated 10000
