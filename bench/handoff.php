<?php
/*
 * Hand-off cost: two coroutines passing control back and forth with
 * Async\suspend(), against the same ping-pong with PHP's Fiber (one
 * resume + one suspend per round). Target: ratio <= 1.2.
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
    'ratio_vs_fiber' => round($async_ns / $fiber_ns, 3),
    'target' => '<=1.2',
], 'ns_per_handoff');
