<?php
/*
 * Timers: N coroutines (default 100,000) each delay(10) at once, awaited
 * together, against the same with PHP Fibers driven by a minimal scheduler
 * (a heap of wake-up times; usleep() until the next one is due), warm
 * (stacks pooled by an earlier round, as in a server) and cold (the first
 * round of a fresh process, as a new user runs it: `cold_s`). Targets:
 * the async run under 0.3 s wall, warm and cold, and at least 5x faster
 * than the Fibers.
 */
require __DIR__ . '/lib.php';
use function Async\{spawn, delay, await_all};

ini_set('memory_limit', '-1');
if (($argv[1] ?? '') === 'cold') {
    // One round in this fresh process: nothing pooled, nothing warmed.
    $faults = getrusage()['ru_minflt'];
    $t = hrtime(true);
    async_run((int) $argv[2]);
    $s = (hrtime(true) - $t) / 1e9;
    echo json_encode(['s' => $s, 'faults' => getrusage()['ru_minflt'] - $faults]), "\n";
    exit;
}
$n = (int) ($argv[1] ?? 100000);
// A PHP Fiber's stack costs two memory mappings, so with the default
// vm.max_map_count (65530) fewer than 100,000 Fibers fit at once. Our
// coroutines are not bound by it (past the guarded stacks they run on
// arena stacks), so the async run always uses N; the Fiber comparison runs
// as many Fibers as fit, against async at that same count.
$maps = (int) @file_get_contents('/proc/sys/vm/max_map_count');
$fit = $maps > 0 ? intdiv($maps - 4096, 2) : $n;
$nf = min($n, $fit);
if ($nf < $n) {
    fwrite(STDERR, "vm.max_map_count=$maps: the Fiber comparison runs $nf Fibers\n");
}
// Stacks are kept pooled between the runs, as a server would.
ini_set('async.pool_max', (string) $n);

function fiber_run(int $n): void
{
    $heap = new SplPriorityQueue();
    $heap->setExtractFlags(SplPriorityQueue::EXTR_BOTH);
    $done = 0;
    for ($i = 0; $i < $n; $i++) {
        $fiber = new Fiber(function () use (&$done) {
            Fiber::suspend(10);   // "sleep 10 ms"
            $done++;
        });
        $ms = $fiber->start();
        // SplPriorityQueue is a max-heap: negate the due time.
        $heap->insert($fiber, -(hrtime(true) + $ms * 1000000));
    }
    while (!$heap->isEmpty()) {
        ['data' => $fiber, 'priority' => $due] = $heap->extract();
        $wait = -$due - hrtime(true);
        if ($wait > 0) {
            usleep(intdiv($wait, 1000));
        }
        $fiber->resume();
    }
    if ($done !== $n) {
        throw new RuntimeException("fiber run finished $done of $n");
    }
}

function async_run(int $n): void
{
    $list = [];
    for ($i = 0; $i < $n; $i++) {
        $list[] = spawn(fn () => delay(10));
    }
    [$results, $errors] = await_all($list);
    if (count($results) !== $n || $errors) {
        throw new RuntimeException('async run lost coroutines');
    }
}

$cold = bench_child(__FILE__, ['cold', (string) $n]);
$page_us = bench_fresh_page_us();
$fiber_ns = bench_best(3, fn () => fiber_run($nf));
$async_same_ns = bench_best(3, fn () => async_run($nf));
$async_ns = $nf === $n ? $async_same_ns : bench_best(3, fn () => async_run($n));

bench_result('timers', [
    'async_s' => round($async_ns / 1e9, 3),
    'cold_s' => $cold !== null ? round($cold['s'], 3) : 'failed',
    // The part of cold_s that is fresh memory: page faults x one page's cost.
    'cold_fault_s' => $cold !== null ? round($cold['faults'] * $page_us / 1e6, 3) : 'failed',
    'fresh_page_us' => round($page_us, 2),
    'coroutines' => $n,
    'fiber_s' => round($fiber_ns / 1e9, 3),
    'async_same_count_s' => round($async_same_ns / 1e9, 3),
    'fibers' => $nf,
    'speedup_vs_fiber' => round($fiber_ns / $async_same_ns, 2),
    'target' => 'async_s<0.3,cold_s<0.3,speedup>=5',
], 'async_s');
