--TEST--
Pool: 1000 coroutines share a pool of max 10: never more than 10 out at once, every coroutine served, the factory called 10 times
--EXTENSIONS--
async
--FILE--
<?php
use Async\Pool;
use function Async\{spawn, await_all_or_fail, suspend, delay};

$created = 0;
$pool = new Pool(function () use (&$created) { $created++; return new stdClass(); }, max: 10);
$out = 0;
$maxOut = 0;
$served = 0;
$coroutines = [];
for ($i = 0; $i < 1000; $i++) {
    $coroutines[] = spawn(function () use ($pool, $i, &$out, &$maxOut, &$served) {
        $r = $pool->acquire();
        try {
            $out++;
            $maxOut = max($maxOut, $out, $pool->activeCount());
            $r->users[] = $i;
            if ($i % 3 === 0) {
                delay(1);
            } else {
                suspend();
            }
            $served++;
            $out--;
        } finally {
            $pool->release($r);
        }
        return $i;
    });
}
$results = await_all_or_fail($coroutines);
var_dump(count($results), array_sum($results) === 999 * 1000 / 2);
var_dump($served, $maxOut <= 10, $maxOut, $created);
var_dump(count($pool), $pool->idleCount(), $pool->activeCount());
?>
--EXPECT--
int(1000)
bool(true)
int(1000)
bool(true)
int(10)
int(10)
int(10)
int(10)
int(0)
