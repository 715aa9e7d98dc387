--TEST--
Commands in coroutines run concurrently: the 100 ms command finishes before the 300 ms one started earlier, and a third coroutine is not held up
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await_all};

$start = hrtime(true);
$order = [];
await_all([
    spawn(function () use (&$order) { $order[] = trim(shell_exec('sleep 0.8; echo slow')); }),
    spawn(function () use (&$order) { exec('sleep 0.05; echo fast', $out); $order[] = $out[0]; }),
    spawn(function () use (&$order) { $order[] = 'not blocked'; }),
]);
$ms = (hrtime(true) - $start) / 1e6;
echo implode("\n", $order), "\n";
var_dump($ms >= 800);
?>
--EXPECT--
not blocked
fast
slow
bool(true)
