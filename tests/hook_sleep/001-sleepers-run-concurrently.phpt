--TEST--
sleep family inside coroutines: the 100 ms sleeper finishes before the 300 ms one started earlier, total well under the sum
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await_all};

$start = hrtime(true);
$order = [];
$coroutines = [
    spawn(function () use (&$order) { usleep(300000); $order[] = 'usleep 300'; }),
    spawn(function () use (&$order) { time_nanosleep(0, 100000000); $order[] = 'nanosleep 100'; }),
    spawn(function () use (&$order) { time_sleep_until(microtime(true) + 0.2); $order[] = 'sleep_until 200'; }),
    spawn(function () use (&$order) { sleep(0); $order[] = 'sleep 0'; }),
];
await_all($coroutines);
$ms = (hrtime(true) - $start) / 1e6;
echo implode("\n", $order), "\n";
var_dump($ms >= 300, $ms < 590);   // one after the other would take 600 ms
?>
--EXPECT--
sleep 0
nanosleep 100
sleep_until 200
usleep 300
bool(true)
bool(true)
