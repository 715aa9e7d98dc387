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
