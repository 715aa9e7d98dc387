--TEST--
await_all() waits for everything and returns [results, errors] keyed like the input
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, await_all};

$e1 = new RuntimeException("second failed");
$e2 = new LogicException("fourth failed");
$r = await_all([
    spawn(function () { delay(40); return "first"; }),
    spawn(function () use ($e1) { delay(10); throw $e1; }),
    spawn(function () { delay(20); return null; }),
    spawn(function () use ($e2) { delay(30); throw $e2; }),
]);
var_dump(count($r), array_keys($r));
var_dump($r[0]);
var_dump(array_keys($r[1]), $r[1][1] === $e1, $r[1][3] === $e2);

// All succeed: errors is an empty array.
var_dump(await_all([spawn(fn() => 1), spawn(fn() => 2)]));
?>
--EXPECT--
int(2)
array(2) {
  [0]=>
  int(0)
  [1]=>
  int(1)
}
array(2) {
  [0]=>
  string(5) "first"
  [2]=>
  NULL
}
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(3)
}
bool(true)
bool(true)
array(2) {
  [0]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
  [1]=>
  array(0) {
  }
}
