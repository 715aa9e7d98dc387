--TEST--
The await_*() functions preserve string (and sparse int) keys of the input
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, await_all, await_all_or_fail, await_any_of, await_any_of_or_fail, await_first_success};

// Spawned in the order they finish, so a slow start cannot reorder them.
function make(): array {
    $beta  = spawn(function () { delay(10); return 'B'; });
    $c     = spawn(function () { delay(20); return 'C'; });
    $alpha = spawn(function () { delay(30); return 'A'; });
    return ['alpha' => $alpha, 'beta' => $beta, 42 => $c];
}
function keys(array $a): string {
    return json_encode($a);
}

echo "all_or_fail: ", keys(await_all_or_fail(make())), "\n";
$r = await_all(make());
echo "all:         ", keys($r[0]), " ", keys($r[1]), "\n";
echo "any_of_or_f: ", keys(await_any_of_or_fail(2, make())), "\n";
$r = await_any_of(2, make());
echo "any_of:      ", keys($r[0]), "\n";

$r = await_all([
    'ok'   => spawn(fn() => 1),
    'fail' => spawn(function () { throw new Exception("boom"); }),
]);
echo "errors keyed: ", implode(",", array_keys($r[1])), " -> ", $r[1]['fail']->getMessage(), "\n";

$r = await_first_success([
    'bad'  => spawn(function () { delay(5); throw new Exception("first"); }),
    'good' => spawn(function () { delay(30); return "G"; }),
]);
echo "first_success: ", $r[0], " ", implode(",", array_keys($r[1])), "\n";
?>
--EXPECT--
all_or_fail: {"alpha":"A","beta":"B","42":"C"}
all:         {"alpha":"A","beta":"B","42":"C"} []
any_of_or_f: {"beta":"B","42":"C"}
any_of:      {"beta":"B","42":"C"}
errors keyed: fail -> boom
first_success: G bad
