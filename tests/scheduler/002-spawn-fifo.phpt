--TEST--
Spawned coroutines start in spawn order, only once main suspends, and get increasing ids
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, suspend};

$cs = [];
for ($i = 1; $i <= 5; $i++) {
    $cs[] = spawn(function () use ($i) {
        echo "coroutine $i\n";
    });
}
$spin = 0;
for ($k = 0; $k < 100000; $k++) {
    $spin++;
}
echo "main still running, none started: ";
var_dump(array_sum(array_map(fn($c) => (int) $c->isStarted(), $cs)));
suspend();
echo "main resumed\n";
echo implode(",", array_map(fn($c) => $c->getId(), $cs)), "\n";
?>
--EXPECT--
main still running, none started: int(0)
coroutine 1
coroutine 2
coroutine 3
coroutine 4
coroutine 5
main resumed
2,3,4,5,6
