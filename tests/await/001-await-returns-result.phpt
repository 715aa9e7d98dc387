--TEST--
await() returns the coroutine's return value, whatever its type
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

var_dump(await(spawn(fn() => 42)));
var_dump(await(spawn(function () { delay(10); return ['a' => 1, 'b' => [2]]; })));
var_dump(await(spawn(function (): void { delay(1); })));
$obj = new stdClass;
var_dump(await(spawn(fn() => $obj)) === $obj);
var_dump(await(spawn(fn($a, $b) => "$a-$b", 'x', 'y')));
?>
--EXPECT--
int(42)
array(2) {
  ["a"]=>
  int(1)
  ["b"]=>
  array(1) {
    [0]=>
    int(2)
  }
}
NULL
bool(true)
string(3) "x-y"
