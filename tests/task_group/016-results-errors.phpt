--TEST--
TaskGroup: getResults() and getErrors() are keyed and reflect what settled so far
--EXTENSIONS--
async
--FILE--
<?php

use Async\TaskGroup;
use function Async\delay;
$g = new TaskGroup();
$g->spawnWithKey("x", fn() => "X");
$g->spawnWithKey("y", fn() => throw new DomainException("Y"));
$g->spawnWithKey("z", function () { delay(20); return "Z"; });
var_dump($g->getResults(), $g->getErrors());
Async\suspend();
var_dump($g->getResults());
foreach ($g->getErrors() as $k => $e) { echo "$k => ", get_class($e), "(", $e->getMessage(), ")\n"; }
$g->close();
$g->awaitCompletion();
var_dump(array_keys($g->getResults()));

?>
--EXPECT--
array(0) {
}
array(0) {
}
array(1) {
  ["x"]=>
  string(1) "X"
}
y => DomainException(Y)
array(2) {
  [0]=>
  string(1) "x"
  [1]=>
  string(1) "z"
}
