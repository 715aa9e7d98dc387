--TEST--
Five nested scopes (a chain) exited in every order by dispose/cancel/disposeSafely/destruction (safe and not safe): exactly the exited scopes' subtrees are closed/cancelled, coroutines and counters follow at each step
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\{delay, suspend, get_coroutines};

function st(Async\Scope $s): string
{
    ob_start();
    var_dump($s);
    $lines = explode("\n", trim(ob_get_clean()));
    $out = [];
    for ($i = 1; $i + 1 < count($lines); $i += 2) {
        $out[] = trim($lines[$i], ' ["]=>') . "=" . strstr(substr(strstr($lines[$i + 1], "("), 1), ")", true);
    }
    return implode(" ", $out);
}
function rs(): string
{
    $r = Async\runtime_stats();
    return "global active={$r['coroutines_active']} zombie={$r['coroutines_zombie']}";
}

function permutations(array $items): array
{
    if (count($items) <= 1) {
        return [$items];
    }
    $out = [];
    foreach ($items as $i => $item) {
        $rest = $items;
        unset($rest[$i]);
        foreach (permutations(array_values($rest)) as $p) {
            array_unshift($p, $item);
            $out[] = $p;
        }
    }
    return $out;
}

function in_subtree(array $parent, int $root, int $i): bool
{
    for (; $i >= 0; $i = $parent[$i]) {
        if ($i === $root) {
            return true;
        }
    }
    return false;
}

/* Runs one tree; returns a list of mismatches (empty when all is right). */
function run_tree(array $parent, array $order, array $ops, bool $safe): array
{
    $n = count($parent);
    $errors = [];
    $scopes = [];
    $cos = [];
    $got = [];
    $fin = array_fill(0, $n, 0);
    for ($i = 0; $i < $n; $i++) {
        if ($parent[$i] < 0) {
            $scopes[$i] = new Scope();
            if (!$safe) {
                $scopes[$i]->asNotSafely();
            }
        } else {
            $scopes[$i] = Scope::inherit($scopes[$parent[$i]]);
        }
    }
    for ($i = 0; $i < $n; $i++) {
        $cos[$i] = $scopes[$i]->spawn(function () use ($i, &$got, &$fin) {
            try {
                delay(10000);
                $got[$i] = "completed";
            } catch (Async\AsyncCancellation $e) {
                $got[$i] = $e->getMessage();
            } finally {
                $fin[$i]++;
            }
        });
    }
    suspend();

    $closed = array_fill(0, $n, false);
    $cancelled = array_fill(0, $n, false);  // scope flag and coroutine cancelled
    $reason = array_fill(0, $n, null);      // the message its cancellation carries
    $zombie = array_fill(0, $n, false);
    foreach ($order as $step => $k) {
        $op = $ops[$step];
        $label = "step $step " . ($safe ? "safe" : "not-safe") . " $op($k)";
        if ($op === 'unset') {
            $effect = $closed[$k] ? 'none' : ($safe ? 'disposeSafely' : 'dispose');
            unset($scopes[$k]);
        } else {
            $effect = ($op === 'disposeSafely' && !$safe) ? 'dispose' : $op;
            $scopes[$k]->$op();
        }
        $wasCancelled = $cancelled;
        $pendingZombie = [];
        if ($effect !== 'none') {
            for ($i = 0; $i < $n; $i++) {
                if (!in_subtree($parent, $k, $i)) {
                    continue;
                }
                $closed[$i] = true;
                if ($effect === 'disposeSafely') {
                    if (!$cancelled[$i]) {
                        $zombie[$i] = true;
                    }
                } else {
                    if ($effect === 'cancel' && $safe && !$cancelled[$i]) {
                        $pendingZombie[$i] = true;
                    }
                    if (!$cancelled[$i]) {
                        $reason[$i] = $op === 'unset' ? "Scope is being disposed due to object destruction" : "Scope cancelled";
                    }
                    $cancelled[$i] = true;
                }
            }
        }
        // Counters before the cancellations are delivered.
        $ea = $ez = 0;
        for ($i = 0; $i < $n; $i++) {
            if ($wasCancelled[$i]) {
                continue;
            }
            ($zombie[$i] || isset($pendingZombie[$i])) ? $ez++ : $ea++;
        }
        $r = Async\runtime_stats();
        if ($r['coroutines_active'] !== $ea || $r['coroutines_zombie'] !== $ez) {
            $errors[] = "$label: before delivery global active={$r['coroutines_active']} zombie={$r['coroutines_zombie']}, expected $ea/$ez";
        }
        suspend();
        // After delivery.
        $ea = $ez = 0;
        for ($i = 0; $i < $n; $i++) {
            $expectGot = $cancelled[$i] ? $reason[$i] : null;
            if (($got[$i] ?? null) !== $expectGot) {
                $errors[] = "$label: coroutine $i got " . var_export($got[$i] ?? null, true) . ", expected " . var_export($expectGot, true);
            }
            $a = (!$cancelled[$i] && !$zombie[$i]) ? 1 : 0;
            $z = (!$cancelled[$i] && $zombie[$i]) ? 1 : 0;
            $ea += $a;
            $ez += $z;
            if (isset($scopes[$i])) {
                $want = "active=$a zombies=$z closed=" . var_export($closed[$i], true)
                    . " cancelled=" . var_export($cancelled[$i], true) . " disposeSafely=" . var_export($safe, true);
                if (st($scopes[$i]) !== $want) {
                    $errors[] = "$label: scope $i is " . st($scopes[$i]) . ", expected $want";
                }
            }
        }
        $r = Async\runtime_stats();
        if ($r['coroutines_active'] !== $ea || $r['coroutines_zombie'] !== $ez) {
            $errors[] = "$label: global active={$r['coroutines_active']} zombie={$r['coroutines_zombie']}, expected $ea/$ez";
        }
    }
    // Zombies left behind: cancel them directly.
    foreach ($cos as $i => $co) {
        if (!$cancelled[$i]) {
            $co->cancel(new Async\AsyncCancellation("cleanup"));
        }
    }
    suspend();
    foreach ($fin as $i => $count) {
        if ($count !== 1) {
            $errors[] = "coroutine $i ran its finally $count times";
        }
    }
    $left = count(get_coroutines());
    if ($left !== 1) {
        $errors[] = "$left coroutines left";
    }
    return $errors;
}

$parent = [-1, 0, 1, 2, 3];
$kinds = ['dispose', 'cancel', 'disposeSafely', 'unset'];
$runs = 0;
$failures = 0;
foreach (permutations([0, 1, 2, 3, 4]) as $pi => $order) {
    foreach ([true, false] as $safe) {
        $plans = [];
        foreach ($kinds as $kind) {
            $plans[] = array_fill(0, 5, $kind);
        }
        $mixed = [];
        for ($step = 0; $step < 5; $step++) {
            $mixed[] = $kinds[($pi + $step * 3) % 4];
        }
        $plans[] = $mixed;
        foreach ($plans as $ops) {
            $runs++;
            $errors = run_tree($parent, $order, $ops, $safe);
            if ($errors && $failures++ < 5) {
                echo "order ", implode(',', $order), " ops ", implode(',', $ops), ":\n  ", implode("\n  ", $errors), "\n";
            }
        }
    }
}
echo "$runs runs, $failures failed\n";
echo Async\runtime_stats()['coroutines_active'], " active, ", count(get_coroutines()), " coroutine\n";
?>
--EXPECT--
1200 runs, 0 failed
0 active, 1 coroutine
