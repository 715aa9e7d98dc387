--TEST--
A timer started from a wake-up of the same duration's list joins that list and fires a full duration later; durations in separate lists fire by deadline
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await_all, delay};

$log = [];
$t0 = hrtime(true);
$ms = fn () => intdiv(hrtime(true) - $t0, 1000000);
await_all([
    spawn(function () use (&$log, $ms) {
        delay(30);
        $log[] = "a1";
        delay(30);               // same duration, started while that list fires
        $log[] = ["a2", $ms() >= 60];
    }),
    spawn(function () use (&$log) { delay(30); $log[] = "b1"; }),
    spawn(function () use (&$log) { delay(45); $log[] = "c"; }),
    spawn(function () use (&$log) { delay(120); $log[] = "d"; }),
]);
echo json_encode($log), "\n";
?>
--EXPECT--
["a1","b1","c",["a2",true],"d"]
