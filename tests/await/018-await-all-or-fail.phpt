--TEST--
await_all_or_fail() returns the results, or throws the first error to happen (same object)
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay, await_all_or_fail};

var_dump(await_all_or_fail([
    spawn(function () { delay(30); return "a"; }),
    spawn(function () { delay(10); return "b"; }),
]));

$early = new RuntimeException("early");
$late = new RuntimeException("late");
$slow = spawn(function () { delay(2000); return "slow"; });
$start = hrtime(true);
try {
    await_all_or_fail([
        $lateFailure = spawn(function () use ($late) { delay(200); throw $late; }),
        spawn(function () use ($early) { delay(20); throw $early; }),
        $slow,
    ]);
    echo "not reached\n";
} catch (RuntimeException $e) {
    var_dump($e === $early);
}
// It did not wait for the slow coroutine.
var_dump($slow->isCompleted(), $lateFailure->isCompleted(), (hrtime(true) - $start) / 1e6 < 1000);
try {
    await($lateFailure);
} catch (RuntimeException $e) {
    var_dump($e === $late);
}
$slow->cancel();
?>
--EXPECT--
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "b"
}
bool(true)
bool(false)
bool(false)
bool(true)
bool(true)
