<?php
/*
 * Five "downloads" of different lengths run concurrently on one thread:
 * the whole run takes about as long as the slowest one, not the sum.
 */
use function Async\{spawn, await_all, delay};

$start = hrtime(true);
$jobs = [];
foreach (['alpha' => 300, 'beta' => 100, 'gamma' => 500, 'delta' => 200, 'epsilon' => 400] as $name => $ms) {
    $jobs[$name] = spawn(function () use ($name, $ms, $start) {
        delay($ms); // suspends only this coroutine
        printf("%-8s done after %4d ms\n", $name, (hrtime(true) - $start) / 1e6);
        return $ms;
    });
}

[$results, $errors] = await_all($jobs);
$elapsed = (hrtime(true) - $start) / 1e6;
printf("sum of delays: %d ms, wall time: %d ms (%s)\n", array_sum($results), $elapsed,
    $elapsed < array_sum($results) ? 'concurrent' : 'sequential?!');
