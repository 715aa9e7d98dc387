--TEST--
Seeded stress: random trees of scopes and coroutines with small random delays, cancels, disposals and failures; afterwards no coroutine is left, every finally block ran exactly once, every failure was handled once
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use Async\Coroutine;
use function Async\{delay, suspend, spawn, protect, timeout, get_coroutines, runtime_stats};

/* Each coroutine draws from its own generator, seeded by its parent, so the
 * shape of the work depends on the seed only, not on the interleaving. */
final class Rng
{
    private int $s;
    public function __construct(int $seed)
    {
        $this->s = ($seed & 0x7fffffff) ?: 1;
    }
    public function next(int $min, int $max): int
    {
        $this->s = ($this->s * 1103515245 + 12345) & 0x7fffffff;
        return $min + intdiv($this->s, 65536) % ($max - $min + 1);
    }
}

final class Stats
{
    public static int $spawned = 0;
    public static array $started = [];
    public static array $finally = [];
    public static array $all = [];
    public static int $thrown = 0;
    public static int $handled = 0;
    public static int $closedSpawns = 0;
    public static int $cancelled = 0;
}

function spawn_task(?Scope $scope, Rng $parentRng, int $depth): void
{
    $id = ++Stats::$spawned;
    $rng = new Rng($parentRng->next(1, 0x7ffffffe));
    $body = function () use ($id, $rng, $depth) {
        body($id, $rng, $depth);
    };
    try {
        Stats::$all[$id] = $scope ? $scope->spawn($body) : spawn($body);
    } catch (Async\AsyncException $e) {
        if ($e->getMessage() !== "Cannot spawn a coroutine in a closed scope") {
            throw $e;
        }
        Stats::$closedSpawns++;
    }
}

function body(int $id, Rng $rng, int $depth): void
{
    Stats::$started[$id] = (Stats::$started[$id] ?? 0) + 1;
    try {
        $steps = $rng->next(1, 6);
        for ($i = 0; $i < $steps; $i++) {
            switch ($rng->next(0, 9)) {
                case 0: case 1: case 2: case 3:
                    delay($rng->next(0, 5));
                    break;
                case 4:
                    if ($depth < 4) {
                        spawn_task(null, $rng, $depth + 1);
                    }
                    break;
                case 5:
                    if ($depth >= 4) {
                        break;
                    }
                    try {
                        $s = Scope::inherit();
                    } catch (Async\AsyncException $e) {
                        // A coroutine of a closed scope (a zombie) cannot open new work.
                        if ($e->getMessage() !== "Cannot create a child of a closed scope") {
                            throw $e;
                        }
                        Stats::$closedSpawns++;
                        break;
                    }
                    for ($k = $rng->next(1, 3); $k > 0; $k--) {
                        spawn_task($s, $rng, $depth + 1);
                    }
                    delay($rng->next(0, 3));
                    switch ($rng->next(0, 5)) {
                        case 0: $s->dispose(); break;
                        case 1: $s->disposeSafely(); break;
                        case 2: $s->cancel(); break;
                        case 3: $s->disposeAfterTimeout($rng->next(1, 5)); break;
                        case 4: break;                  // dropped: its coroutines become zombies
                        case 5: $s->asNotSafely(); break; // dropped: its coroutines are cancelled
                    }
                    unset($s);
                    break;
                case 6:
                    $target = Stats::$all[$rng->next(1, max(1, count(Stats::$all)))] ?? null;
                    $target?->cancel();
                    break;
                case 7:
                    protect(fn() => delay($rng->next(0, 3)));
                    break;
                case 8:
                    suspend();
                    break;
                case 9:
                    if ($rng->next(0, 3) === 0) {
                        Stats::$thrown++;
                        throw new RuntimeException("task $id failed");
                    }
                    break;
            }
        }
    } catch (Async\AsyncCancellation $e) {
        Stats::$cancelled++;
        if ($rng->next(0, 1)) {
            throw $e;
        }
    } finally {
        Stats::$finally[$id] = (Stats::$finally[$id] ?? 0) + 1;
    }
}

$seed = (int) (getenv('ASYNC_STRESS_SEED') ?: 20250117);
mt_srand($seed);
$errors = [];
$start = microtime(true);
for ($round = 0; $round < 10; $round++) {
    $root = new Scope();
    $count = function () {
        Stats::$handled++;
    };
    $root->setExceptionHandler(fn(Scope $s, Coroutine $c, Throwable $e) => $count());
    $root->setChildScopeExceptionHandler(fn(Scope $s, Coroutine $c, Throwable $e) => $count());
    $rng = new Rng(mt_rand(1, 0x7ffffffe));
    for ($k = 0; $k < 10; $k++) {
        spawn_task($root, $rng, 0);
    }
    try {
        $root->awaitCompletion(timeout(20000));
    } catch (Async\OperationCanceledException $e) {
        $errors[] = "round $round: awaitCompletion() timed out; root has " . count($root->getChildScopes())
            . " child scopes, " . (count(get_coroutines()) - 1) . " coroutines left";
    }
    for ($i = 0; $i < 2000 && (!$root->isFinished() || count(get_coroutines()) > 1); $i++) {
        delay(1);
    }
    if (!$root->isFinished()) {
        $errors[] = "round $round: root scope not finished";
    }
    $root->dispose();
    unset($root);
}
foreach (Stats::$all as $id => $co) {
    if (!$co->isCompleted()) {
        $errors[] = "coroutine $id not completed";
    }
}
foreach (Stats::$started as $id => $n) {
    if ($n !== 1) {
        $errors[] = "coroutine $id started $n times";
    }
    if ((Stats::$finally[$id] ?? 0) !== 1) {
        $errors[] = "coroutine $id ran its finally " . (Stats::$finally[$id] ?? 0) . " times";
    }
}
if (count(Stats::$finally) !== count(Stats::$started)) {
    $errors[] = "finally ran for " . count(Stats::$finally) . " coroutines, " . count(Stats::$started) . " started";
}
if (Stats::$handled !== Stats::$thrown) {
    $errors[] = Stats::$thrown . " failures, " . Stats::$handled . " handled";
}
$left = get_coroutines();
if (count($left) !== 1 || $left[0]->getId() !== 1) {
    $errors[] = count($left) . " coroutines left";
}
$stats = runtime_stats();
if ($stats['coroutines_active'] !== 0 || $stats['coroutines_zombie'] !== 0) {
    $errors[] = "runtime_stats: active={$stats['coroutines_active']} zombie={$stats['coroutines_zombie']}";
}
if (count(Stats::$all) < 200) {
    $errors[] = "workload too small: " . count(Stats::$all) . " coroutines";
}
if ($errors) {
    echo "FAILED with seed $seed (rerun with ASYNC_STRESS_SEED=$seed)\n", implode("\n", array_slice($errors, 0, 20)), "\n";
}
if (getenv('ASYNC_STRESS_VERBOSE')) {
    fprintf(STDERR, "spawned=%d started=%d thrown=%d cancelled=%d closed-spawns=%d %.0f ms\n", Stats::$spawned,
        count(Stats::$started), Stats::$thrown, Stats::$cancelled, Stats::$closedSpawns, (microtime(true) - $start) * 1000);
}
echo "stress: no coroutine left, every finally ran once, every failure handled\n";
?>
--EXPECT--
stress: no coroutine left, every finally ran once, every failure handled
