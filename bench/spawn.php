<?php
/*
 * spawn + await of 100,000 coroutines that return at once, against creating,
 * starting and finishing as many PHP Fibers: warm (best of three rounds in
 * one process) and cold (the first round of a fresh process: `cold_us`).
 * Targets: < 0.5 us per coroutine warm, <= 0.4 us cold (issue "Scale and
 * speed").
 */
require __DIR__ . '/lib.php';
use function Async\{spawn, await};

function async_round(int $n): void
{
    $cs = [];
    for ($i = 0; $i < $n; $i++) {
        $cs[] = spawn(fn($x) => $x, $i);
    }
    $sum = 0;
    foreach ($cs as $c) {
        $sum += await($c);
    }
}

if (($argv[1] ?? '') === 'cold') {
    $n = (int) $argv[2];
    $faults = getrusage()['ru_minflt'];
    $t = hrtime(true);
    async_round($n);
    $us = (hrtime(true) - $t) / 1e3 / $n;
    echo json_encode(['us' => $us, 'faults' => (getrusage()['ru_minflt'] - $faults) / $n]), "\n";
    exit;
}
$n = (int) ($argv[1] ?? 100000);
$cold = bench_child(__FILE__, ['cold', (string) $n]);
$page_us = bench_fresh_page_us();

$fiber_us = bench_best(3, function () use ($n) {
    $sum = 0;
    for ($i = 0; $i < $n; $i++) {
        $f = new Fiber(fn($x) => $x);
        $f->start($i);
        $sum += $f->getReturn();
    }
}) / $n / 1000;

$async_us = bench_best(3, fn () => async_round($n)) / $n / 1000;

bench_result('spawn_await', [
    'us_per_coroutine' => round($async_us, 3),
    'fiber_us_per_fiber' => round($fiber_us, 3),
    'ratio_vs_fiber' => round($async_us / $fiber_us, 3),
    'cold_us' => $cold !== null ? round($cold['us'], 3) : 'failed',
    // The part of cold_us that is fresh memory: page faults x one page's cost.
    'cold_fault_us' => $cold !== null ? round($cold['faults'] * $page_us, 3) : 'failed',
    'fresh_page_us' => round($page_us, 2),
    'target_us' => '<0.5,cold<=0.4',
], 'us_per_coroutine');
