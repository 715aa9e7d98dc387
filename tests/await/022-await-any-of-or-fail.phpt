--TEST--
await_any_of_or_fail() returns the first N results, or throws the first error
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay, await_any_of_or_fail};

$slow = spawn(function () { delay(300); return "slow"; });
var_dump(await_any_of_or_fail(2, [
    spawn(function () { delay(60); return "second"; }),
    $slow,
    spawn(function () { delay(20); return "first"; }),
]));
var_dump($slow->isCompleted());

$ex = new RuntimeException("failure before enough successes");
try {
    await_any_of_or_fail(2, [
        spawn(function () { delay(10); return "one"; }),
        spawn(function () use ($ex) { delay(30); throw $ex; }),
        spawn(function () { delay(60); return "two"; }),
    ]);
    echo "not reached\n";
} catch (RuntimeException $e) {
    var_dump($e === $ex);
}

// Failures after enough successes do not matter.
$ignored = spawn(function () { delay(200); throw new Exception("ignored"); });
var_dump(await_any_of_or_fail(1, [
    $ignored,
    spawn(function () { delay(10); return "enough"; }),
]));
try {
    await($ignored);
} catch (Exception $e) {
    echo "later: ", $e->getMessage(), "\n";
}
?>
--EXPECT--
array(2) {
  [0]=>
  string(6) "second"
  [2]=>
  string(5) "first"
}
bool(false)
bool(true)
array(1) {
  [1]=>
  string(6) "enough"
}
later: ignored
