--TEST--
stream_select() with a fractional timeout and nothing ready returns 0 with emptied arrays after the timeout (never early), while other coroutines run
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
$ticks = 0;
$done = false;
$ticker = spawn(function () use (&$ticks, &$done) {
    while (!$done) {
        delay(5);
        $ticks++;
    }
});
foreach ([[0, 150000], [0, 1500]] as [$sec, $usec]) {
    $read = ['k' => $a];
    $write = null;
    $except = [$a];
    $before = $ticks;
    $start = hrtime(true);
    $n = stream_select($read, $write, $except, $sec, $usec);
    $ms = (hrtime(true) - $start) / 1e6;
    var_dump($n, $read, $write, $except);
    var_dump($ms >= $usec / 1000, $ms < $usec / 1000 + 1500);
    if ($usec >= 100000) {
        var_dump($ticks - $before >= 1);
    }
}
$done = true;
await($ticker);
?>
--EXPECT--
int(0)
array(0) {
}
NULL
array(0) {
}
bool(true)
bool(true)
bool(true)
int(0)
array(0) {
}
NULL
array(0) {
}
bool(true)
bool(true)
