--TEST--
get_coroutines() lists the live coroutines (main included) as the same objects; finished ones disappear
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, suspend, get_coroutines, current_coroutine};

var_dump(get_coroutines());
$a = spawn(function () { suspend(); });
$b = spawn(function () { suspend(); suspend(); });
$ids = fn () => array_map(fn ($c) => $c->getId(), get_coroutines());
var_dump($ids());
$list = get_coroutines();
var_dump($list[0] === current_coroutine(), in_array($a, $list, true), in_array($b, $list, true));
unset($list);
await($a);
var_dump($ids());
await($b);
var_dump($ids());
?>
--EXPECT--
array(0) {
}
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
bool(true)
bool(true)
bool(true)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(3)
}
array(1) {
  [0]=>
  int(1)
}
