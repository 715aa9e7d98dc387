--TEST--
await_any_of() waits for N successes and returns [results, errors]; failures do not stop it
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, await_any_of};

$slow = spawn(function () { delay(300); return "slow"; });
$r = await_any_of(2, [
    $slow,
    spawn(function () { delay(10); throw new RuntimeException("early failure"); }),
    spawn(function () { delay(60); return "B"; }),
    spawn(function () { delay(30); return "A"; }),
]);
var_dump($r[0]);
foreach ($r[1] as $k => $e) {
    echo "error[$k]: ", $e->getMessage(), "\n";
}
var_dump($slow->isCompleted());

echo "--- not enough successes: returns once everything settled\n";
$r = await_any_of(2, [
    spawn(function () { delay(10); throw new RuntimeException("f1"); }),
    spawn(function () { delay(20); return "only"; }),
    spawn(function () { delay(30); throw new RuntimeException("f2"); }),
]);
var_dump($r[0]);
echo implode(",", array_keys($r[1])), "\n";
?>
--EXPECT--
array(2) {
  [2]=>
  string(1) "B"
  [3]=>
  string(1) "A"
}
error[1]: early failure
bool(false)
--- not enough successes: returns once everything settled
array(1) {
  [1]=>
  string(4) "only"
}
0,2
