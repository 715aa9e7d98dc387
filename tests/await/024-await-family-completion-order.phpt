--TEST--
preserveKeyOrder=false orders results (and errors) by completion, keeping their keys
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, await_all, await_all_or_fail, await_any_of, await_any_of_or_fail};

function make(): array {
    return [
        'a' => spawn(function () { delay(150); return 'A'; }),
        'b' => spawn(function () { delay(50); return 'B'; }),
        'c' => spawn(function () { delay(100); return 'C'; }),
    ];
}

echo json_encode(await_all_or_fail(make(), null, true)), "\n";
echo json_encode(await_all_or_fail(make(), null, false)), "\n";
echo json_encode(await_any_of_or_fail(2, make(), null, false)), "\n";

$r = await_all([
    'x' => spawn(function () { delay(150); throw new Exception('X'); }),
    'y' => spawn(function () { delay(50); return 'Y'; }),
    'z' => spawn(function () { delay(100); throw new Exception('Z'); }),
    'w' => spawn(function () { delay(1); return 'W'; }),
], null, false);
echo json_encode($r[0]), " ", implode(",", array_keys($r[1])), "\n";

$r = await_any_of(2, [
    'p' => spawn(function () { delay(100); return 'P'; }),
    'q' => spawn(function () { delay(50); return 'Q'; }),
    'r' => spawn(function () { delay(200); return 'R'; }),
], null, false);
echo json_encode($r[0]), "\n";
?>
--EXPECT--
{"a":"A","b":"B","c":"C"}
{"b":"B","c":"C","a":"A"}
{"b":"B","c":"C"}
{"w":"W","y":"Y"} z,x
{"q":"Q","p":"P"}
