--TEST--
spawn() passes extra positional arguments to the callable (defaults and variadics included)
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await};

var_dump(await(spawn(fn ($a, $b, $c = 'default') => "$a-$b-$c", 'x', 2)));
var_dump(await(spawn(fn (...$rest) => $rest, 1, [2], null)));
var_dump(await(spawn('str_repeat', 'ab', 3)));

$obj = new stdClass;
var_dump(await(spawn(fn ($o) => $o, $obj)) === $obj);
?>
--EXPECT--
string(11) "x-2-default"
array(3) {
  [0]=>
  int(1)
  [1]=>
  array(1) {
    [0]=>
    int(2)
  }
  [2]=>
  NULL
}
string(6) "ababab"
bool(true)
