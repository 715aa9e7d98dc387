--TEST--
Timers fire in deadline order regardless of the order they were started in
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await_all, delay, suspend};

$order = [];
$cs = [];
// Every coroutine first yields once, so all timers start in one quick
// round of switches rather than spread over the (slow, under valgrind)
// start of each coroutine; deadlines are 100 ms apart.
foreach ([500, 100, 400, 200, 300] as $ms) {
    $cs[] = spawn(function () use ($ms, &$order) {
        suspend();
        delay($ms);
        $order[] = $ms;
    });
}
await_all($cs);
echo implode(",", $order), "\n";
?>
--EXPECT--
100,200,300,400,500
