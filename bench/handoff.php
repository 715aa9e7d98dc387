<?php
/*
 * Hand-off cost: two coroutines passing control back and forth with
 * Async\suspend() (one context switch per hand-off), against PHP's Fiber
 * ping-pong (one resume + one suspend per round: two switches). The ratio
 * is against ONE raw Fiber switch (half a round), as issue "Scale and
 * speed" asks. Target: ratio <= 1.4.
 */
require __DIR__ . '/lib.php';
use function Async\{spawn, suspend, await};

$n = (int) ($argv[1] ?? 1000000);

$fiber_ns = bench_best(5, function () use ($n) {
    $f = new Fiber(function () use ($n) {
        for ($i = 0; $i < $n; $i++) {
            Fiber::suspend();
        }
    });
    $f->start();
    for ($i = 0; $i < $n; $i++) {
        $f->resume();
    }
}) / $n;

$async_ns = bench_best(5, function () use ($n) {
    $half = intdiv($n, 2);
    $a = spawn(function () use ($half) { for ($i = 0; $i < $half; $i++) suspend(); });
    $b = spawn(function () use ($half) { for ($i = 0; $i < $half; $i++) suspend(); });
    await($a);
    await($b);
}) / $n;

bench_result('handoff', [
    'ns_per_handoff' => round($async_ns, 1),
    'fiber_ns_per_pair' => round($fiber_ns, 1),
    'fiber_ns_per_switch' => round($fiber_ns / 2, 1),
    'ratio_vs_fiber_switch' => round($async_ns / ($fiber_ns / 2), 3),
    'target' => 'ratio_vs_fiber_switch<=1.4',
], 'ns_per_handoff');
