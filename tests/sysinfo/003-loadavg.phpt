--TEST--
Async\loadavg(): the 1, 5 and 15 minute load averages as three non-negative floats (null on Windows)
--EXTENSIONS--
async
--SKIPIF--
<?php if (PHP_OS_FAMILY === 'Windows') die('skip no load average on Windows'); ?>
--FILE--
<?php
$load = Async\loadavg();
var_dump(array_keys($load));
foreach ($load as $value) {
    var_dump(is_float($value) && $value >= 0);
}
var_dump((new ReflectionFunction('Async\loadavg'))->getReturnType()->allowsNull());
?>
--EXPECT--
array(3) {
  [0]=>
  int(0)
  [1]=>
  int(1)
  [2]=>
  int(2)
}
bool(true)
bool(true)
bool(true)
bool(true)
