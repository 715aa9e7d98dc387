--TEST--
The await_*() functions accept Iterator and IteratorAggregate objects, keys included
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, await_all, await_all_or_fail, await_any_or_fail, await_any_of};

class Jobs implements IteratorAggregate
{
    public function getIterator(): Iterator
    {
        // 'fast' starts first, so a slow start cannot let 'slow' win.
        $fast = spawn(function () { delay(10); return 'F'; });
        $slow = spawn(function () { delay(60); return 'S'; });
        return new ArrayIterator(['slow' => $slow, 'fast' => $fast]);
    }
}

echo json_encode(await_all_or_fail(new ArrayIterator([
    'x' => spawn(fn() => 1),
    'y' => spawn(fn() => 2),
]))), "\n";
echo json_encode(await_all(new Jobs)), "\n";
echo json_encode(await_any_or_fail(new Jobs)), "\n";
echo json_encode(await_any_of(1, new ArrayObject([spawn(function () { delay(20); return 'only'; })]))), "\n";
?>
--EXPECT--
{"x":1,"y":2}
[{"slow":"S","fast":"F"},[]]
"F"
[["only"],[]]
