--TEST--
A coroutine on an arena stack that overflows into its neighbour's stack ends the request with a fatal error naming the cause, before the neighbour runs again
--EXTENSIONS--
async
--INI--
async.guarded_stacks=0
async.stack_size=128K
--FILE--
<?php
use function Async\{spawn, await, delay};

function depth(int $n): int { return $n ? array_map(fn ($x) => depth($x), [$n - 1])[0] + 1 : 0; }

// The first coroutine holds the lowest stack of the chunk, the second the
// one above it: the second's overflow runs into the first's stack.
$neighbour = spawn(function () {
    delay(50);
    echo "neighbour resumed\n";
});
$deep = spawn(function () {
    echo "depth ", depth(215), "\n";   // about 145 KiB of C stack
    delay(1);
    echo "not reached\n";
});
await($deep);
echo "not reached either\n";
?>
--EXPECTF--
depth 215

Fatal error: Coroutine stack overflow: a coroutine needed more than its 134656 bytes of C stack (deep recursion through internal functions or callbacks); raise async.stack_size in %s on line %d
--XLEAK--
The request ends in a fatal error inside a coroutine: PHP does not free what was live at a bailout.
