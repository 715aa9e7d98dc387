--TEST--
TaskGroup: all() resolves with results keyed in spawn order once every task settled
--EXTENSIONS--
async
--FILE--
<?php

use Async\TaskGroup;
use function Async\delay;
$g = new TaskGroup();
$g->spawnWithKey("slow", function () { delay(20); return "S"; });
$g->spawnWithKey("fast", function () { delay(1); return "F"; });
$g->spawn(fn() => null);
$f = $g->all();
var_dump($f instanceof Async\Future, $f->isCompleted());
var_dump($f->await());
$empty = new TaskGroup();
var_dump($empty->all()->await());

?>
--EXPECT--
bool(true)
bool(false)
array(3) {
  ["slow"]=>
  string(1) "S"
  ["fast"]=>
  string(1) "F"
  [0]=>
  NULL
}
array(0) {
}
