--TEST--
Channel: producer -> 8 workers -> collector pipeline, 20000 messages with a checksum
--EXTENSIONS--
async
--FILE--
<?php
use Async\Channel;
use function Async\{spawn, await};

$n = 20000;
$jobs = new Channel(16);
$results = new Channel(16);
$producer = spawn(function () use ($jobs, $n) {
    for ($i = 1; $i <= $n; $i++) $jobs->send($i);
    $jobs->close();
});
$workers = [];
for ($w = 0; $w < 8; $w++) {
    $workers[] = spawn(function () use ($jobs, $results) {
        $done = 0;
        foreach ($jobs as $job) {
            $results->send($job * 3 + 1);
            $done++;
        }
        return $done;
    });
}
$closer = spawn(function () use ($workers, $results) {
    $total = 0;
    foreach ($workers as $w) $total += await($w);
    $results->close();
    return $total;
});
$sum = 0;
$count = 0;
foreach ($results as $r) {
    $sum += $r;
    $count++;
}
await($producer);
var_dump($count, await($closer), $sum === 3 * $n * ($n + 1) / 2 + $n);
?>
--EXPECT--
int(20000)
int(20000)
bool(true)
