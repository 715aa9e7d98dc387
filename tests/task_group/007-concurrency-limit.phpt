--TEST--
TaskGroup: never more than concurrency tasks in flight; queued ones start in spawn order
--EXTENSIONS--
async
--FILE--
<?php

use Async\TaskGroup;
use function Async\delay;
$g = new TaskGroup(3, 0);
$inflight = 0; $max = 0; $started = [];
for ($i = 0; $i < 12; $i++) {
    $g->spawn(function () use ($i, &$inflight, &$max, &$started) {
        $started[] = $i;
        $inflight++;
        $max = max($max, $inflight);
        delay(($i * 7) % 5 + 1);
        $inflight--;
        return $i;
    });
}
var_dump($g->count());
echo "queued before run: ", print_r($g, true);
$g->close();
$g->awaitCompletion();
echo "max in flight: $max\n";
echo "start order: ", implode(",", $started), "\n";
echo "results: ", implode(",", $g->all()->await()), "\n";

?>
--EXPECT--
int(12)
queued before run: Async\TaskGroup Object
(
    [count] => 12
    [running] => 3
    [queued] => 9
    [closed] => 
    [finished] => 
)
max in flight: 3
start order: 0,1,2,3,4,5,6,7,8,9,10,11
results: 0,1,2,3,4,5,6,7,8,9,10,11
