<?php
/*
 * Shared helpers for the benchmarks: best-of-N timing and the RESULT line,
 * which also compares with the figure recorded in bench/previous.json (the
 * last committed run on this machine kind).
 */
function bench_best(int $runs, callable $fn): float
{
    $best = INF;
    for ($i = 0; $i < $runs; $i++) {
        $t = hrtime(true);
        $fn();
        $best = min($best, hrtime(true) - $t);
    }
    return $best;
}

function bench_result(string $name, array $fields, string $metric): void
{
    $file = __DIR__ . '/previous.json';
    $previous = is_file($file) ? (json_decode(file_get_contents($file), true) ?: []) : [];
    if (isset($previous[$name][$metric]) && $previous[$name][$metric] > 0) {
        $fields['vs_previous'] = round($fields[$metric] / $previous[$name][$metric], 3);
    } else {
        $fields['vs_previous'] = 'n/a';
    }
    $parts = [];
    foreach ($fields as $k => $v) {
        $parts[] = "$k=" . (is_float($v) ? round($v, 3) : $v);
    }
    echo "RESULT $name=", $fields[$metric], " ", implode(' ', $parts), "\n";
    if (getenv('BENCH_RECORD')) {
        $previous[$name] = $fields;
        file_put_contents($file, json_encode($previous, JSON_PRETTY_PRINT) . "\n");
    }
}

/* The async.so this process loaded, for cold child processes of its own. */
function bench_module_path(): ?string
{
    foreach (file('/proc/self/maps') as $line) {
        if (str_ends_with(rtrim($line), '/async.so')) {
            return substr(rtrim($line), strpos($line, ' /') + 1);
        }
    }
    return null;
}

/* Runs $script with $args in a fresh process (php -n, this async.so), as a
 * new user would: the child prints one JSON object, returned decoded
 * (null, with the child's output on stderr, when it failed). */
function bench_child(string $script, array $args): ?array
{
    $module = bench_module_path();
    $cmd = escapeshellarg(PHP_BINARY) . ' -n -d ' . escapeshellarg("extension=$module") . ' '
        . escapeshellarg($script) . ' ' . implode(' ', array_map('escapeshellarg', $args)) . ' 2>&1';
    $out = shell_exec($cmd);
    $result = json_decode(trim((string) $out), true);
    if (!is_array($result)) {
        fwrite(STDERR, implode(' ', $args) . ': ' . trim((string) $out) . "\n");
        return null;
    }
    return $result;
}

/* What one fresh page of memory costs this machine, in a fresh process
 * (the fault, the kernel zeroing it and, on a VM, the host backing it):
 * the floor under every cold figure, since a coroutine that first runs
 * touches at least its stack's top page. */
function bench_fresh_page_us(int $pages = 16384): float
{
    $code = '$t = hrtime(true); $s = str_repeat("x", ' . ($pages * 4096) . '); echo (hrtime(true) - $t) / 1e3 / '
        . $pages . ';';
    return (float) shell_exec(escapeshellarg(PHP_BINARY) . ' -n -r ' . escapeshellarg($code));
}
