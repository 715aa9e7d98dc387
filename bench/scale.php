<?php
/*
 * Scale: N coroutines that each delay(1000), spawned, parked and awaited,
 * each N (default 10,000, 100,000 and 1,000,000) in a cold process of its
 * own, as a new user would run it (php -n, the kernel's default
 * vm.max_map_count). Per N: microseconds per coroutine (spawn + first run
 * + park, then the whole run without the 1 s wait), resident KiB per
 * parked coroutine, system time, and the process's memory mappings.
 * PHP's Fibers are measured the same way at the largest count the map
 * count lets them reach (two mappings per Fiber). Targets (issue "Scale
 * and speed"): 1,000,000 completes at the default vm.max_map_count; at
 * most 1.5 µs per cold coroutine at every N (flat); at most 4 KiB resident
 * per parked coroutine.
 *   php -n -d extension=modules/async.so bench/scale.php [N ...]
 */
require __DIR__ . '/lib.php';

if (($argv[1] ?? '') === 'child') {
    // One measurement, in this (cold) process.
    [, , $kind, $n] = $argv;
    $n = (int) $n;
    ini_set('memory_limit', '-1');
    // Resident memory, and the page tables mapping it (not in VmRSS, but
    // memory all the same: a stack top 2 MiB from the next needs a
    // page-table page of its own).
    $rss = function (string $what = 'VmRSS'): int {
        preg_match('/' . $what . ':\s+(\d+) kB/', file_get_contents('/proc/self/status'), $m);
        return (int) $m[1];
    };
    $pte_before = $rss('VmPTE');
    $before = $rss();
    $faults_before = getrusage()['ru_minflt'];
    $t0 = hrtime(true);
    if ($kind === 'async') {
        $all = [];
        for ($i = 0; $i < $n; $i++) {
            $all[] = Async\spawn(function () { Async\delay(1000); });
        }
        Async\suspend();                       // every one runs once and parks
        $parked = hrtime(true);
        $kib = ($rss() - $before) / $n;
        $pte = ($rss('VmPTE') - $pte_before) / $n;
        $maps = count(file('/proc/self/maps'));
        Async\await_all($all);
    } else {
        $fibers = [];
        for ($i = 0; $i < $n; $i++) {
            $f = new Fiber(function () { Fiber::suspend(); });
            $f->start();                       // runs once and parks
            $fibers[] = $f;
        }
        $parked = hrtime(true);
        $kib = ($rss() - $before) / $n;
        $pte = ($rss('VmPTE') - $pte_before) / $n;
        $maps = count(file('/proc/self/maps'));
        usleep(1000000);                       // the same 1 s wait
        foreach ($fibers as $f) {
            $f->resume();
        }
    }
    $total = hrtime(true) - $t0 - 1e9;
    $ru = getrusage();
    $faults = ($ru['ru_minflt'] - $faults_before) / $n;
    echo json_encode([
        'us_park' => ($parked - $t0) / 1e3 / $n,
        'us_total' => $total / 1e3 / $n,
        'kib' => $kib,
        'pte_kib' => $pte,
        'sys_s' => $ru['ru_stime.tv_sec'] + $ru['ru_stime.tv_usec'] / 1e6,
        'maps' => $maps,
        'faults' => $faults,
    ]), "\n";
    exit;
}

$counts = array_map('intval', array_slice($argv, 1)) ?: [10000, 100000, 1000000];
function child(string $kind, int $n): ?array
{
    return bench_child(__FILE__, ['child', $kind, (string) $n]);
}

$maxMaps = (int) @file_get_contents('/proc/sys/vm/max_map_count');
$fibersFit = $maxMaps > 0 ? intdiv($maxMaps - 4096, 2) : 30000;
$fields = [];
$worst = 0;
$page_us = bench_fresh_page_us();
printf("one fresh page costs %.2f us here (fault + zeroing)\n", $page_us);
$fields['fresh_page_us'] = round($page_us, 2);
foreach ($counts as $n) {
    $r = child('async', $n);
    if ($r === null) {
        $fields["n$n"] = 'failed';
        $worst = INF;
        continue;
    }
    printf("async %9d: %.2f us/coroutine to park, %.2f us whole run, %.2f KiB resident + %.2f KiB page tables each, sys %.2f s, %d mappings, %.2f page faults each (%.2f us of fresh pages)\n",
        $n, $r['us_park'], $r['us_total'], $r['kib'], $r['pte_kib'], $r['sys_s'], $r['maps'], $r['faults'],
        $r['faults'] * $page_us);
    $fields["faults_n$n"] = round($r['faults'], 2);
    $fields["us_n$n"] = round($r['us_total'], 2);
    $fields["kib_n$n"] = round($r['kib'], 2);
    $fields["pte_kib_n$n"] = round($r['pte_kib'], 2);
    $worst = max($worst, $r['us_total']);
}
$nf = min(max($counts), $fibersFit);
$f = child('fiber', $nf);
if ($f !== null) {
    printf("fiber %9d: %.2f us/fiber to park, %.2f us whole run, %.2f KiB resident + %.2f KiB page tables each, sys %.2f s, %d mappings\n",
        $nf, $f['us_park'], $f['us_total'], $f['kib'], $f['pte_kib'], $f['sys_s'], $f['maps']);
    $a = child('async', $nf);
    if ($a !== null) {
        $fields['ratio_vs_fiber'] = round($a['us_total'] / $f['us_total'], 3);
        $fields['fibers_compared'] = $nf;
    }
}
$fields['worst_us_per_coroutine'] = is_finite($worst) ? round($worst, 2) : 'failed';
$fields['target'] = 'us<=1.5_flat,kib<=4,1M_at_default_map_count';
bench_result('scale', $fields, 'worst_us_per_coroutine');
