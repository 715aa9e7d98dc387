<?php
/*
 * Memory per suspended coroutine (10,000 of them, each 3 user frames
 * deep), against as many suspended PHP Fibers: memory_get_usage() (what
 * counts against memory_limit) and resident memory (VmRSS: C stack pages,
 * their page tables and the heap together). Target: <= 8 KiB.
 */
require __DIR__ . '/lib.php';
use function Async\{spawn, suspend, await_all};

$n = (int) ($argv[1] ?? 10000);
// Each Fiber takes a 16 KiB VM page from memory_limit; make room for them.
ini_set('memory_limit', '-1');

function rss(): int
{
    preg_match('/VmRSS:\s+(\d+)/', (string) @file_get_contents('/proc/self/status'), $m);
    return (int) ($m[1] ?? 0) * 1024;
}

function depth3(callable $wait) { return depth2($wait) + 1; }
function depth2(callable $wait) { return depth1($wait) + 1; }
function depth1(callable $wait) { $wait(); return 1; }

gc_collect_cycles();
$before = memory_get_usage();
$rss_before = rss();
$fibers = [];
for ($i = 0; $i < $n; $i++) {
    $f = new Fiber(fn() => depth3(fn() => Fiber::suspend()));
    $f->start();
    $fibers[] = $f;
}
$fiber_bytes = (memory_get_usage() - $before) / $n;
$fiber_rss = (rss() - $rss_before) / $n;
foreach ($fibers as $f) {
    $f->resume();
}
unset($fibers, $f);

gc_collect_cycles();
$release = false;
$before = memory_get_usage();
$rss_before = rss();
$cs = [];
for ($i = 0; $i < $n; $i++) {
    $cs[] = spawn(function () use (&$release) {
        return depth3(function () use (&$release) { while (!$release) suspend(); });
    });
}
suspend(); // every coroutine starts and suspends three frames deep
$async_bytes = (memory_get_usage() - $before) / $n;
$async_rss = (rss() - $rss_before) / $n;
$release = true;
await_all($cs);

bench_result('memory', [
    'bytes_per_coroutine' => (int) $async_bytes,
    'fiber_bytes_per_fiber' => (int) $fiber_bytes,
    'ratio_vs_fiber' => round($async_bytes / $fiber_bytes, 3),
    'rss_per_coroutine' => (int) $async_rss,
    'fiber_rss_per_fiber' => (int) $fiber_rss,
    'target_bytes' => '<=8192',
], 'bytes_per_coroutine');
