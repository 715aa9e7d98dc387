--TEST--
await_any_of*() count: 0 returns empty at once, more than items waits for all, negative is a ValueError
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, await_any_of, await_any_of_or_fail};

$items = [
    spawn(function () { delay(20); return 'a'; }),
    spawn(function () { delay(40); return 'b'; }),
];

echo "count 0:\n";
echo json_encode(await_any_of(0, $items)), "\n";
echo json_encode(await_any_of_or_fail(0, $items)), "\n";
var_dump($items[0]->isStarted());

echo "count > items:\n";
echo json_encode(await_any_of(5, $items)), "\n";
echo json_encode(await_any_of_or_fail(3, $items)), "\n";

echo "negative:\n";
try {
    await_any_of(-1, $items);
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
try {
    await_any_of_or_fail(-3, $items);
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
count 0:
[[],[]]
[]
bool(false)
count > items:
[["a","b"],[]]
["a","b"]
negative:
Async\await_any_of(): Argument #1 ($count) must be greater than or equal to 0
Async\await_any_of_or_fail(): Argument #1 ($count) must be greater than or equal to 0
