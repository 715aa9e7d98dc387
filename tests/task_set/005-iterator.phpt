--TEST--
TaskSet: foreach yields in settle order and removes what it yields
--EXTENSIONS--
async
--FILE--
<?php

use Async\TaskSet;
use function Async\delay;
$s = new TaskSet(2);
foreach ([100, 10, 30, 10] as $i => $ms) {
    $s->spawn(function () use ($ms) { delay($ms); if ($ms == 30) throw new RuntimeException("at $ms"); return $ms; });
}
$s->close();
foreach ($s as $key => [$result, $error]) {
    echo "$key => ", $error ? $error->getMessage() : $result, " (left: ", count($s), ")\n";
}
var_dump(count($s), $s->isFinished());

?>
--EXPECT--
1 => 10 (left: 3)
2 => at 30 (left: 2)
3 => 10 (left: 1)
0 => 100 (left: 0)
int(0)
bool(true)
