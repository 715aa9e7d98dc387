--TEST--
system() prints each line as the command produces it while other coroutines keep running
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await_all, delay};

await_all([
    spawn(function () { $last = system('echo one; sleep 0.2; echo two'); echo "returned $last\n"; }),
    spawn(function () { delay(100); echo "tick at 100 ms\n"; }),
]);
?>
--EXPECT--
one
tick at 100 ms
two
returned two
