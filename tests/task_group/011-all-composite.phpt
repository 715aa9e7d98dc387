--TEST--
TaskGroup: all() rejects with a CompositeException carrying every error in spawn order
--EXTENSIONS--
async
--FILE--
<?php

use Async\{TaskGroup, CompositeException};
use function Async\delay;
$g = new TaskGroup();
$g->spawnWithKey("ok", fn() => "fine");
$g->spawnWithKey("late", function () { delay(10); throw new LogicException("late failure"); });
$g->spawnWithKey("early", function () { throw new RuntimeException("early failure"); });
try {
    $g->all()->await();
} catch (CompositeException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
    foreach ($e->getExceptions() as $error) { echo "  ", get_class($error), ": ", $error->getMessage(), "\n"; }
}
var_dump($g->getResults());

?>
--EXPECT--
Async\CompositeException: One or more tasks failed
  LogicException: late failure
  RuntimeException: early failure
array(1) {
  ["ok"]=>
  string(4) "fine"
}
