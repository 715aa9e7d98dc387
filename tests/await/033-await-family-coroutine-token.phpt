--TEST--
The await_*() functions can be cancelled by a Coroutine token
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, await_any_or_fail, await_first_success, await_any_of};

$slow = [
    spawn(function () { delay(2000); return 1; }),
    spawn(function () { delay(2500); return 2; }),
];
$calls = [
    'await_any_or_fail'   => fn($token) => await_any_or_fail($slow, $token),
    'await_first_success' => fn($token) => await_first_success($slow, $token),
    'await_any_of'        => fn($token) => await_any_of(1, $slow, $token),
];
foreach ($calls as $name => $call) {
    $token = spawn(function () { delay(20); });
    try {
        $call($token);
        echo "$name: not cancelled\n";
    } catch (Async\OperationCanceledException $e) {
        echo "$name: ", $e->getMessage(), "\n";
    }
}
var_dump($slow[0]->isCompleted(), $slow[1]->isCompleted());
// Tokens cancel the wait, not the awaited coroutines: stop them here.
$slow[0]->cancel();
$slow[1]->cancel();
?>
--EXPECT--
await_any_or_fail: Operation has been cancelled
await_first_success: Operation has been cancelled
await_any_of: Operation has been cancelled
bool(false)
bool(false)
