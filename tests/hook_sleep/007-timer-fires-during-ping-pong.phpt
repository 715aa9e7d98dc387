--TEST--
Fairness: a 50 ms timer fires on time while two coroutines ping-pong with suspend() without ever emptying the queue
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, suspend, await};

$fired = false;
$start = hrtime(true);
$sleeper = spawn(function () use (&$fired, $start) {
    usleep(50000);
    $fired = true;
    return (hrtime(true) - $start) / 1e6;
});
$pingpong = function () use (&$fired) {
    $n = 0;
    // Bounded: a reactor that were never polled would stop this at 5 s.
    while (!$fired && $n < 5000000) { suspend(); $n++; }
    return $n;
};
$a = spawn($pingpong);
$b = spawn($pingpong);
$ms = await($sleeper);
var_dump($ms >= 50, $ms < 250, await($a) < 5000000, await($b) < 5000000);
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
