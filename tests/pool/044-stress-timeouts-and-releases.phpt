--TEST--
Pool: 300 coroutines with mixed timeouts, hold times, tryAcquire() and cancellations on a pool of 4: invariants hold throughout (never more than 4 exist, a resource is never out twice), every coroutine ends served, timed out, empty-handed or cancelled, and the pool ends with everything idle
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Pool, TimeoutException, AsyncCancellation};
use function Async\{spawn, await_all, delay, suspend};

mt_srand(7);
$made = 0;
$pool = new Pool(function () use (&$made) { $made++; if ($made % 5 === 0) { delay(1); } return new stdClass(); }, max: 4);
$holders = new SplObjectStorage();
$violations = 0;
$outcomes = ['served' => 0, 'timeout' => 0, 'none' => 0, 'cancelled' => 0];
$coroutines = [];
for ($i = 0; $i < 300; $i++) {
    $timeout = [0, 1, 5, 50][mt_rand(0, 3)];
    $hold = mt_rand(0, 2);
    $try = mt_rand(0, 9) === 0;
    $coroutines[] = spawn(function () use ($pool, $timeout, $hold, $try, $holders, &$violations, &$outcomes) {
        try {
            $r = $try ? $pool->tryAcquire() : $pool->acquire($timeout);
        } catch (TimeoutException) {
            $outcomes['timeout']++;
            return;
        } catch (AsyncCancellation) {
            $outcomes['cancelled']++;
            return;
        }
        if ($r === null) {
            $outcomes['none']++;
            return;
        }
        if ($holders->contains($r) || count($pool) > 4 || $pool->activeCount() > 4) {
            $violations++;
        }
        $holders->attach($r);
        try {
            $hold === 0 ? suspend() : delay($hold);
        } catch (AsyncCancellation) {
            // cancelled while holding it: still released below
        } finally {
            $holders->detach($r);
            $pool->release($r);
        }
        $outcomes['served']++;
    });
    if ($i % 37 === 0) {
        suspend();
    }
}
suspend();                         // every one has started
// cancel some of them wherever they are
foreach ($coroutines as $i => $c) {
    if ($i % 23 === 5) {
        $c->cancel();
    }
}
await_all($coroutines);
echo "violations: $violations\n";
echo "all accounted for: ", json_encode(array_sum($outcomes) === 300), "\n";
echo "some served: ", json_encode($outcomes['served'] > 0), "\n";
echo "made <= 4 + destroyed (none destroyed): ", json_encode($made <= 4), "\n";
echo "all idle: ", json_encode(count($pool) === $pool->idleCount() && count($pool) > 0), ", active=", $pool->activeCount(), "\n";
?>
--EXPECT--
violations: 0
all accounted for: true
some served: true
made <= 4 + destroyed (none destroyed): true
all idle: true, active=0
