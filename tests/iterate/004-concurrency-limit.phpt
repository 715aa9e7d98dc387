--TEST--
iterate() runs at most $concurrency callbacks at once (measured with an in-flight counter); 0 runs them all at once
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{iterate, delay};

function measure(int $concurrency): array {
    $running = 0; $max = 0; $done = 0;
    iterate(range(1, 20), function ($v) use (&$running, &$max, &$done) {
        $running++;
        $max = max($max, $running);
        delay($v % 3 + 1);
        $running--;
        $done++;
    }, $concurrency);
    return [$max, $done, $running];
}
echo json_encode(measure(3)), "\n";
echo json_encode(measure(1)), "\n";
echo json_encode(measure(0)), "\n";
echo json_encode(measure(50)), "\n";
?>
--EXPECT--
[3,20,0]
[1,20,0]
[20,20,0]
[20,20,0]
