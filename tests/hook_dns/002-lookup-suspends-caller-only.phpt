--TEST--
A lookup suspends only its coroutine: others run while gethostbyname()/gethostbyaddr() are in flight
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await_all};

$log = [];
$a = spawn(function () use (&$log) { $log[] = 'A start'; $ip = gethostbyname('localhost'); $log[] = "A done $ip"; });
$b = spawn(function () use (&$log) { $log[] = 'B start'; $h = gethostbyaddr('127.0.0.1'); $log[] = "B done $h"; });
$c = spawn(function () use (&$log) { $log[] = 'C ran'; });
await_all([$a, $b, $c]);
// Both lookups were still pending when C ran.
var_dump(array_slice($log, 0, 3));
sort($log);
echo implode("\n", $log), "\n";
?>
--EXPECT--
array(3) {
  [0]=>
  string(7) "A start"
  [1]=>
  string(7) "B start"
  [2]=>
  string(5) "C ran"
}
A done 127.0.0.1
A start
B done localhost
B start
C ran
