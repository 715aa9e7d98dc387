--TEST--
preserveKeyOrder=false orders results (and errors) by completion, keeping their keys
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, await_all, await_all_or_fail, await_any_of, await_any_of_or_fail};

// Each set is spawned in the order it finishes, so a slow start cannot
// reorder them; the keys list them in a different order.
function make(): array {
    $b = spawn(function () { delay(50); return 'B'; });
    $c = spawn(function () { delay(100); return 'C'; });
    $a = spawn(function () { delay(150); return 'A'; });
    return ['a' => $a, 'b' => $b, 'c' => $c];
}

echo json_encode(await_all_or_fail(make(), null, true)), "\n";
echo json_encode(await_all_or_fail(make(), null, false)), "\n";
echo json_encode(await_any_of_or_fail(2, make(), null, false)), "\n";

$w = spawn(function () { delay(1); return 'W'; });
$y = spawn(function () { delay(50); return 'Y'; });
$z = spawn(function () { delay(100); throw new Exception('Z'); });
$x = spawn(function () { delay(150); throw new Exception('X'); });
$r = await_all(['x' => $x, 'y' => $y, 'z' => $z, 'w' => $w], null, false);
echo json_encode($r[0]), " ", implode(",", array_keys($r[1])), "\n";

$q = spawn(function () { delay(50); return 'Q'; });
$p = spawn(function () { delay(100); return 'P'; });
$rr = spawn(function () { delay(200); return 'R'; });
$r = await_any_of(2, ['p' => $p, 'q' => $q, 'r' => $rr], null, false);
echo json_encode($r[0]), "\n";
?>
--EXPECT--
{"a":"A","b":"B","c":"C"}
{"b":"B","c":"C","a":"A"}
{"b":"B","c":"C"}
{"w":"W","y":"Y"} z,x
{"q":"Q","p":"P"}
