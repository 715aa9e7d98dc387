--TEST--
10,000 coroutines suspended at the same time, then all resumed to completion
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay, suspend};

$live = 0;
$cs = [];
for ($i = 0; $i < 10000; $i++) {
    $cs[] = spawn(function () use (&$live, $i) {
        $live++;
        $local = str_repeat("x", $i % 7);
        delay(50);
        $live--;
        return strlen($local) + 1;
    });
}
suspend();
echo "suspended at once: $live\n";
$stats = Async\runtime_stats();
var_dump($stats['coroutines_active'], $stats['contexts_in_use']);
$sum = 0;
foreach ($cs as $c) {
    $sum += await($c);
}
echo "sum $sum, live $live\n";
var_dump(count(array_filter($cs, fn($c) => $c->isCompleted())));
?>
--EXPECT--
suspended at once: 10000
int(10000)
int(10000)
sum 39994, live 0
int(10000)
