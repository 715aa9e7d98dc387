--TEST--
TaskSet: foreach yields in settle order and removes what it yields
--EXTENSIONS--
async
--FILE--
<?php

use Async\TaskSet;
use function Async\delay;
$s = new TaskSet(2);
// Delays far apart: the order must hold under valgrind on a busy machine.
foreach ([400, 40, 120, 40] as $i => $ms) {
    $s->spawn(function () use ($ms) { delay($ms); if ($ms == 120) throw new RuntimeException("at $ms"); return $ms; });
}
$s->close();
foreach ($s as $key => [$result, $error]) {
    echo "$key => ", $error ? $error->getMessage() : $result, " (left: ", count($s), ")\n";
}
var_dump(count($s), $s->isFinished());

?>
--EXPECT--
1 => 40 (left: 3)
2 => at 120 (left: 2)
3 => 40 (left: 1)
0 => 400 (left: 0)
int(0)
bool(true)
