--TEST--
await_first_success() returns [first successful result, errors that happened before it]
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, await_first_success};

function describe(array $r): void {
    echo "result: ", var_export($r[0], true), "\n";
    foreach ($r[1] as $k => $e) {
        echo "error[$k]: ", get_class($e), " ", $e->getMessage(), "\n";
    }
}

$tooLate = spawn(function () { delay(2000); return "too late"; });
describe(await_first_success([
    spawn(function () { delay(10); throw new RuntimeException("e0"); }),
    spawn(function () { delay(200); return "winner"; }),
    spawn(function () { delay(30); throw new LogicException("e2"); }),
    $tooLate,
]));
$tooLate->cancel();

echo "--- all fail\n";
describe(await_first_success([
    spawn(function () { delay(150); throw new RuntimeException("x"); }),
    spawn(function () { delay(10); throw new RuntimeException("y"); }),
]));
?>
--EXPECT--
result: 'winner'
error[0]: RuntimeException e0
error[2]: LogicException e2
--- all fail
result: NULL
error[1]: RuntimeException y
error[0]: RuntimeException x
