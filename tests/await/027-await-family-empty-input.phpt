--TEST--
The await_*() functions return at once for an empty array (an empty iterator is walked by a coroutine)
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await_all, await_all_or_fail, await_any_or_fail, await_first_success, await_any_of, await_any_of_or_fail};

spawn(function () { echo "other coroutine ran\n"; });
echo json_encode(await_all([])), "\n";
echo json_encode(await_all([], null, true, true)), "\n";
echo json_encode(await_all_or_fail([])), "\n";
var_dump(await_any_or_fail([]));
echo json_encode(await_first_success([])), "\n";
echo json_encode(await_any_of(2, [])), "\n";
echo json_encode(await_any_of_or_fail(2, [])), "\n";
// An iterator is walked by a coroutine of its own: the caller switches.
echo json_encode(await_all(new ArrayIterator([]))), "\n";
echo "main done\n";
?>
--EXPECT--
[[],[]]
[[],[]]
[]
NULL
[null,[]]
[[],[]]
[]
other coroutine ran
[[],[]]
main done
