--TEST--
null items are skipped by the await_*() functions; their keys do not appear in the result
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, await_all, await_all_or_fail, await_any_or_fail, await_first_success, await_any_of, await_any_of_or_fail};

$c = spawn(function () { delay(10); return "value"; });
echo json_encode(await_all_or_fail(['n1' => null, 'c' => $c, 'n2' => null])), "\n";
echo json_encode(await_all(['n1' => null, 'c' => $c], null, true, true)), "\n";
echo json_encode(await_any_or_fail([null, $c])), "\n";
echo json_encode(await_first_success([null, null, 'c' => $c])), "\n";
echo json_encode(await_any_of(1, [null, 'c' => $c])), "\n";
echo json_encode(await_any_of_or_fail(2, [null, 'c' => $c, null])), "\n";
// Only nulls: behaves like empty input.
echo json_encode(await_all([null, null])), "\n";
var_dump(await_any_or_fail([null]));
?>
--EXPECT--
{"c":"value"}
[{"c":"value"},[]]
"value"
["value",[]]
[{"c":"value"},[]]
{"c":"value"}
[[],[]]
NULL
