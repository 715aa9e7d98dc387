--TEST--
TaskGroup: a duplicate key throws and the task is not added
--EXTENSIONS--
async
--FILE--
<?php

use Async\TaskGroup;
$g = new TaskGroup();
$g->spawnWithKey("a", fn() => 1);
$g->spawn(fn() => 2);
try { $g->spawnWithKey("a", fn() => 3); } catch (Async\AsyncException $e) { echo $e->getMessage(), "\n"; }
try { $g->spawnWithKey(0, fn() => 3); } catch (Async\AsyncException $e) { echo $e->getMessage(), "\n"; }
try { $g->spawnWithKey("0", fn() => 3); } catch (Async\AsyncException $e) { echo $e->getMessage(), "\n"; }
echo count($g), "\n";
var_dump($g->all()->await());

?>
--EXPECT--
Duplicate key "a" in TaskGroup
Duplicate key 0 in TaskGroup
Duplicate key 0 in TaskGroup
2
array(2) {
  ["a"]=>
  int(1)
  [0]=>
  int(2)
}
