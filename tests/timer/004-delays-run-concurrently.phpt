--TEST--
Ten coroutines each sleeping 100 ms finish together, far sooner than 10 x 100 ms
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await_all_or_fail, delay};

$start = hrtime(true);
$coroutines = [];
for ($i = 0; $i < 10; $i++) {
    $coroutines[] = spawn(function () use ($i) {
        delay(100);
        return $i;
    });
}
$results = await_all_or_fail($coroutines);
$ms = (hrtime(true) - $start) / 1e6;
var_dump($results === range(0, 9));
var_dump($ms >= 95);
var_dump($ms < 900);
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
