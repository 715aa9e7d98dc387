<?php
/*
 * spawn + await of 100,000 coroutines that return at once, against creating,
 * starting and finishing as many PHP Fibers. Target: < 0.5 us per coroutine.
 */
require __DIR__ . '/lib.php';
use function Async\{spawn, await};

$n = (int) ($argv[1] ?? 100000);

$fiber_us = bench_best(3, function () use ($n) {
    $sum = 0;
    for ($i = 0; $i < $n; $i++) {
        $f = new Fiber(fn($x) => $x);
        $f->start($i);
        $sum += $f->getReturn();
    }
}) / $n / 1000;

$async_us = bench_best(3, function () use ($n) {
    $cs = [];
    for ($i = 0; $i < $n; $i++) {
        $cs[] = spawn(fn($x) => $x, $i);
    }
    $sum = 0;
    foreach ($cs as $c) {
        $sum += await($c);
    }
}) / $n / 1000;

bench_result('spawn_await', [
    'us_per_coroutine' => round($async_us, 3),
    'fiber_us_per_fiber' => round($fiber_us, 3),
    'ratio_vs_fiber' => round($async_us / $fiber_us, 3),
    'target_us' => '<0.5',
], 'us_per_coroutine');
