--TEST--
Pool: acquire() works from the main script outside any coroutine: it creates, reuses, and waits (letting coroutines run) until a coroutine releases
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Pool, TimeoutException};
use function Async\{spawn, await, delay};

$n = 0;
$pool = new Pool(function () use (&$n) { return "r" . ++$n; }, max: 1);
$go = false;
$worker = spawn(function () use ($pool, &$go) {
    $r = $pool->acquire();
    echo "worker got $r\n";
    while (!$go) {
        delay(1);
    }
    echo "worker releases\n";
    $pool->release($r);
});
delay(5);                          // the worker holds r1 now
try {
    $pool->acquire(1);
} catch (TimeoutException $e) {
    echo "main: ", $e->getMessage(), "\n";
}
echo "main waits\n";
$go = true;
$r = $pool->acquire();
echo "main got $r\n";
await($worker);
$pool->release($r);
var_dump($pool->acquire(), $n);
?>
--EXPECT--
worker got r1
main: Pool acquire timed out after 1 ms
main waits
worker releases
main got r1
string(2) "r1"
int(1)
