--TEST--
Timeout tokens can be items of the await_*() functions: a fired timeout counts as a TimeoutException error
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, timeout, await_all, await_any_or_fail, await_first_success};

$r = await_all([
    'work'  => spawn(function () { delay(60); return "done"; }),
    'limit' => timeout(20),
]);
echo json_encode($r[0]), " ", get_class($r[1]['limit']), ": ", $r[1]['limit']->getMessage(), "\n";

// Race a slow job against a deadline.
$job = spawn(function () { delay(200); return "slow"; });
try {
    await_any_or_fail([$job, timeout(30)]);
} catch (Async\TimeoutException $e) {
    echo "race lost: ", $e->getMessage(), "\n";
}
$r = await_first_success([timeout(10), $job]);
echo "first success: ", $r[0], ", errors: ", get_class($r[1][0]), "\n";
?>
--EXPECT--
{"work":"done"} Async\TimeoutException: Timeout occurred after 20 milliseconds
race lost: Timeout occurred after 30 milliseconds
first success: slow, errors: Async\TimeoutException
