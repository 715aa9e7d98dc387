--TEST--
TaskGroup: all(true) resolves with the successes only; errors stay readable
--EXTENSIONS--
async
--FILE--
<?php

use Async\TaskGroup;
$g = new TaskGroup();
$g->spawn(fn() => 1);
$g->spawn(fn() => throw new RuntimeException("lost?"));
$g->spawn(fn() => 3);
var_dump($g->all(ignoreErrors: true)->await());
foreach ($g->getErrors() as $key => $error) { echo "$key: ", $error->getMessage(), "\n"; }

?>
--EXPECT--
array(2) {
  [0]=>
  int(1)
  [2]=>
  int(3)
}
1: lost?
