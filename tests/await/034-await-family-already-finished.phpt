--TEST--
The await_*() functions settle already finished items at once, in input order, without switching
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, suspend, await_all, await_any_or_fail, await_all_or_fail, await_first_success};

$a = spawn(fn() => 'A');
$b = spawn(function () { throw new LogicException('B'); });
$c = spawn(fn() => 'C');
suspend();
var_dump($a->isCompleted(), $b->isCompleted(), $c->isCompleted());

spawn(function () { echo "other coroutine\n"; });
$r = await_all(['c' => $c, 'b' => $b, 'a' => $a], null, false);
echo json_encode($r[0]), " ", $r[1]['b']->getMessage(), "\n";
echo json_encode(await_any_or_fail([$c, $a])), "\n";
try {
    await_all_or_fail([$a, $b]);
} catch (LogicException $e) {
    echo "all_or_fail: ", $e->getMessage(), "\n";
}
$r = await_first_success([$b, $c]);
echo "first_success: ", $r[0], " ", count($r[1]), "\n";
echo "before suspend\n";
suspend();
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
{"c":"C","a":"A"} B
"C"
all_or_fail: B
first_success: C 1
before suspend
other coroutine
