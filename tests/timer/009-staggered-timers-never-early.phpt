--TEST--
Timers started at different sub-millisecond moments never fire before their delay has elapsed
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, suspend, await_all_or_fail};

// Each coroutine starts its 20 ms timer ~0.1 ms after the previous one, so
// the start times fall on different fractions of a millisecond.
$cs = [];
for ($i = 0; $i < 40; $i++) {
    $cs[] = spawn(function () {
        $start = hrtime(true);
        delay(20);
        return (hrtime(true) - $start) / 1e6;
    });
    suspend(); // the coroutine starts its timer now
    $until = hrtime(true) + 100_000;
    while (hrtime(true) < $until);
}
$elapsed = await_all_or_fail($cs);
$early = array_filter($elapsed, fn($ms) => $ms < 20);
echo count($early), " of ", count($elapsed), " timers fired early\n";
?>
--EXPECT--
0 of 40 timers fired early
