--TEST--
TaskGroup: spawn() uses auto-increment keys, spawnWithKey() explicit ones, arguments are passed
--EXTENSIONS--
async
--FILE--
<?php

use Async\TaskGroup;
$g = new TaskGroup();
$g->spawn(fn($a, $b) => $a + $b, 1, 2);
$g->spawnWithKey("name", fn(string $who) => "hello $who", "bob");
$g->spawnWithKey(10, fn() => "ten");
$g->spawnWithKey("7", fn() => "numeric string is int key");
$g->spawn(fn() => "next");
$g->spawn(fn(...$named) => $named, x: 1, y: 2);
var_dump($g->all()->await());

?>
--EXPECT--
array(6) {
  [0]=>
  int(3)
  ["name"]=>
  string(9) "hello bob"
  [10]=>
  string(3) "ten"
  [7]=>
  string(25) "numeric string is int key"
  [1]=>
  string(4) "next"
  [2]=>
  array(2) {
    ["x"]=>
    int(1)
    ["y"]=>
    int(2)
  }
}
