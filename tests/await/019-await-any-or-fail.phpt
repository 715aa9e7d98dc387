--TEST--
await_any_or_fail() returns the first settled value, or throws if the first to settle failed
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay, await_any_or_fail};

$laterFailure = spawn(function () { delay(300); throw new Exception("later failure"); });
$slow = spawn(function () { delay(2000); return "slow"; });
var_dump(await_any_or_fail([
    $slow,
    spawn(function () { delay(10); return "fast"; }),
    $laterFailure,
]));
var_dump($laterFailure->isCompleted());

$ex = new DomainException("first to settle");
try {
    await_any_or_fail([
        spawn(function () { delay(200); return "too late"; }),
        spawn(function () use ($ex) { delay(10); throw $ex; }),
    ]);
    echo "not reached\n";
} catch (DomainException $e) {
    var_dump($e === $ex);
}

// A null result is a result, not "nothing".
var_dump(await_any_or_fail([spawn(function () { delay(5); return null; })]));

try {
    await($laterFailure);
} catch (Exception $e) {
    echo $e->getMessage(), "\n";
}
$slow->cancel();
?>
--EXPECT--
string(4) "fast"
bool(false)
bool(true)
NULL
later failure
