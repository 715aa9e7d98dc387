--TEST--
fillNull=true gives every key without a result a null entry in results
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay, await_all, await_any_of};

// Spawned in the order they finish, so a slow start cannot reorder them.
function make(): array {
    $b = spawn(function () { delay(10); throw new Exception('B'); });
    $c = spawn(function () { delay(40); return 'C'; });
    $a = spawn(function () { delay(90); return 'A'; });
    return ['a' => $a, 'b' => $b, 'c' => $c];
}

$r = await_all(make());
echo "all:                 ", json_encode($r[0]), " ", implode(",", array_keys($r[1])), "\n";
$r = await_all(make(), null, true, true);
echo "all fill:            ", json_encode($r[0]), " ", implode(",", array_keys($r[1])), "\n";
$r = await_all(make(), null, false, true);
echo "all fill by order:   ", json_encode($r[0]), "\n";

$items = make();
$r = await_any_of(1, $items, null, true, true);
echo "any_of fill:         ", json_encode($r[0]), " ", implode(",", array_keys($r[1])), "\n";
var_dump(await($items['a']));
?>
--EXPECT--
all:                 {"a":"A","c":"C"} b
all fill:            {"a":"A","b":null,"c":"C"} b
all fill by order:   {"c":"C","a":"A","b":null}
any_of fill:         {"a":null,"b":null,"c":"C"} b
string(1) "A"
