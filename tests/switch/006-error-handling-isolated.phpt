--TEST--
a suspended coroutine's @-silence does not leak into other coroutines
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, suspend};

function quiet() { suspend(); return error_reporting(); }
$a = spawn(fn() => @quiet());
$b = spawn(fn() => error_reporting());
[$ra, $rb] = [await($a), await($b)];
var_dump($rb === E_ALL, $ra !== E_ALL);
?>
--EXPECT--
bool(true)
bool(true)
