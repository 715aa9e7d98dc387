--TEST--
TaskGroup: iterating by reference is refused; getIterator() returns an Iterator
--EXTENSIONS--
async
--FILE--
<?php

use Async\TaskGroup;
$g = new TaskGroup();
$g->spawn(fn() => 1);
$g->close();
try { foreach ($g as &$v) {} } catch (Error $e) { echo $e->getMessage(), "\n"; }
$it = $g->getIterator();
var_dump($it instanceof Iterator);
foreach ($it as $k => $v) { echo "$k => ", $v[0], "\n"; }

?>
--EXPECT--
Cannot iterate a TaskGroup by reference
bool(true)
0 => 1
