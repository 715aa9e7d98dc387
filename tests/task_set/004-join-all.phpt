--TEST--
TaskSet: joinAll() resolves with every result and empties the set; errors reject unless ignored
--EXTENSIONS--
async
--FILE--
<?php

use Async\{TaskSet, CompositeException};
use function Async\delay;
$s = new TaskSet();
$s->spawnWithKey("a", function () { delay(5); return 1; });
$s->spawnWithKey("b", fn() => 2);
var_dump($s->joinAll()->await(), count($s));
$s->spawn(fn() => throw new RuntimeException("boom"));
$s->spawn(fn() => 3);
try { $s->joinAll()->await(); } catch (CompositeException $e) { echo "rejected: ", $e->getExceptions()[0]->getMessage(), ", count=", count($s), "\n"; }
$s->spawn(fn() => throw new RuntimeException("dropped"));
$s->spawn(fn() => 4);
var_dump($s->joinAll(true)->await(), count($s));
var_dump((new TaskSet())->joinAll()->await());

?>
--EXPECT--
array(2) {
  ["a"]=>
  int(1)
  ["b"]=>
  int(2)
}
int(0)
rejected: boom, count=0
array(1) {
  [3]=>
  int(4)
}
int(0)
array(0) {
}
