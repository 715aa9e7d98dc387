<?php
/*
 * Scope trees must cost time linear in their size: build, cancel (until
 * every coroutine has unwound) and dispose (free) N child scopes of one
 * parent, and a chain of N nested scopes, each scope with one waiting
 * coroutine, for N and 10N. Per-scope times are printed for both sizes;
 * the "growth" figures (per-scope time at 10N / at N) should stay near 1
 * (target <= 2: flat, allowing for cache effects at the larger size).
 * Defaults: 10k / 100k children, 1k / 10k deep chain.
 */
require __DIR__ . '/lib.php';
ini_set('memory_limit', '-1');
use Async\Scope;
use function Async\{delay, suspend};

$children = (int) ($argv[1] ?? 100000);
$depth = (int) ($argv[2] ?? 10000);
/* Every coroutine's stack stays pooled between runs: with the default pool
 * (1,024 stacks) the small sizes would reuse stacks and the large ones map
 * fresh ones, and the growth figures would measure mmap(), not scopes. */
ini_set('async.pool_max', (string) (max($children, $depth) + 16));

function waiter(): void
{
    try {
        delay(600000);
    } catch (Async\AsyncCancellation) {
    }
}

/* One run: [build, cancel, dispose] in microseconds per scope. */
function run(int $n, bool $chain): array
{
    $t0 = hrtime(true);
    $root = new Scope();
    $scopes = [];
    $parent = $root;
    for ($i = 0; $i < $n; $i++) {
        $scope = Scope::inherit($parent);
        $scope->spawn(waiter(...));
        $scopes[] = $scope;
        if ($chain) {
            $parent = $scope;
        }
    }
    suspend(); // every waiter starts and parks in delay()
    $t1 = hrtime(true);
    $root->cancel();
    while (!$root->isFinished()) {
        suspend();
    }
    $t2 = hrtime(true);
    $root->dispose();
    $scopes = $scope = $parent = $root = null;
    $t3 = hrtime(true);
    return [($t1 - $t0) / $n / 1000, ($t2 - $t1) / $n / 1000, ($t3 - $t2) / $n / 1000];
}

/* Best of three runs, phase by phase. */
function best(int $n, bool $chain): array
{
    $best = [INF, INF, INF];
    for ($r = 0; $r < 3; $r++) {
        foreach (run($n, $chain) as $k => $us) {
            $best[$k] = min($best[$k], $us);
        }
    }
    return $best;
}

$fields = [];
foreach (['children' => [$children, false], 'chain' => [$depth, true]] as $kind => [$big, $chain]) {
    $small = intdiv($big, 10);
    $s = best($small, $chain);
    $b = best($big, $chain);
    foreach (['build', 'cancel', 'dispose'] as $k => $phase) {
        printf("%-8s %-7s N=%-6d %.3f us/scope   N=%-6d %.3f us/scope   growth %.2f\n", $kind, $phase, $small, $s[$k],
            $big, $b[$k], $b[$k] / $s[$k]);
        $fields["{$kind}_{$phase}_us"] = round($b[$k], 3);
    }
    $total_small = array_sum($s);
    $total_big = array_sum($b);
    $fields["{$kind}_growth"] = round($total_big / $total_small, 2);
}
$fields['children_n'] = $children;
$fields['chain_depth'] = $depth;
$fields['target_growth'] = '<=2';
bench_result('scopes', $fields, 'children_growth');
