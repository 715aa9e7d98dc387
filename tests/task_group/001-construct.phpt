--TEST--
TaskGroup: construction, defaults and state shown by var_dump
--EXTENSIONS--
async
--FILE--
<?php

use Async\TaskGroup;
$g = new TaskGroup();
var_dump($g, count($g), $g->isClosed(), $g->isFinished());
$g = new TaskGroup(3, 0, Async\Scope::inherit());
print_r($g); echo "\n";

?>
--EXPECT--
object(Async\TaskGroup)#1 (5) {
  ["count"]=>
  int(0)
  ["running"]=>
  int(0)
  ["queued"]=>
  int(0)
  ["closed"]=>
  bool(false)
  ["finished"]=>
  bool(true)
}
int(0)
bool(false)
bool(true)
Async\TaskGroup Object
(
    [count] => 0
    [running] => 0
    [queued] => 0
    [closed] => 
    [finished] => 1
)
