--TEST--
stream_select() whose only stream cannot be polled (a regular file in the except set, never exceptional for select(2)) waits out its timeout as a cooperative delay, and returns PHP's 0
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

$file = fopen(__FILE__, 'r');
$ticks = 0;
$done = false;
$ticker = spawn(function () use (&$ticks, &$done) {
    while (!$done) {
        delay(5);
        $ticks++;
    }
});
$read = $write = null;
$except = ['file' => $file];
$start = hrtime(true);
var_dump(stream_select($read, $write, $except, 0, 120000));
$ms = (hrtime(true) - $start) / 1e6;
$done = true;
await($ticker);
var_dump($read, $write, $except, $ms >= 120, $ms < 2000, $ticks >= 1);

// In the read set the same file is ready at once, as select(2) says.
$read = [$file];
$except = [$file];
var_dump(stream_select($read, $write, $except, 5), count($read), $except);
?>
--EXPECT--
int(0)
NULL
NULL
array(0) {
}
bool(true)
bool(true)
bool(true)
int(1)
int(1)
array(0) {
}
