--TEST--
socket_select() inside a coroutine waits without blocking others, with PHP's semantics: keys preserved, the count returned, null waits until ready, a timeout returns 0 and empties the arrays
--EXTENSIONS--
async
--SKIPIF--
<?php if (!extension_loaded('sockets')) die('skip ext/sockets is not loaded'); ?>
--FILE--
<?php
require __DIR__ . '/guard.inc';
use function Async\{spawn, await, delay};

socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $p1);
socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $p2);

$ticks = 0;
$ticking = true;
$ticker = spawn(function () use (&$ticks, &$ticking) {
    while ($ticking) {
        delay(5);
        $ticks++;
    }
});

// null: until something is ready; another coroutine writes later.
$writer = spawn(function () use ($p2) {
    delay(60);
    socket_write($p2[1], "wake");
});
$before = $ticks;
$r = ['one' => $p1[0], 'two' => $p2[0]];
$w = null;
$e = [];
var_dump(socket_select($r, $w, $e, null));
var_dump(array_keys($r), $w, $e);
echo $ticks > $before ? "others ran during the wait\n" : "others starved\n";
await($writer);
socket_read($p2[0], 10);

// A timeout: 0 and empty arrays, after the time has passed.
$r = [5 => $p1[0]];
$e = ['x' => $p1[1]];
$w = null;
$start = hrtime(true);
$before = $ticks;
var_dump(socket_select($r, $w, $e, 0, 80000));
$elapsed = (hrtime(true) - $start) / 1e6;
var_dump($r, $e, $elapsed >= 75);
echo $ticks > $before ? "others ran during the wait\n" : "others starved\n";

// Several ready at once: reads and writes, the count is PHP's.
socket_write($p1[1], "x");
socket_write($p1[0], "z");
$r = ['a' => $p1[0], 'b' => $p2[0], 'c' => $p1[1]];
$w = [10 => $p1[0], 20 => $p2[1]];
$e = null;
var_dump(socket_select($r, $w, $e, 1));
var_dump(array_keys($r), array_keys($w));

// The same socket in two arrays is waited on once and reported in both.
socket_read($p1[0], 10);
$reader = spawn(function () use ($p1) {
    delay(30);
    socket_write($p1[1], "y");
});
$r = [$p1[0]];
$e = [$p1[0]];
$w = null;
var_dump(socket_select($r, $w, $e, 2));
var_dump(count($r), count($e));
await($reader);

$ticking = false;
await($ticker);
?>
--EXPECT--
int(1)
array(1) {
  [0]=>
  string(3) "two"
}
NULL
array(0) {
}
others ran during the wait
int(0)
array(0) {
}
array(0) {
}
bool(true)
others ran during the wait
int(4)
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "c"
}
array(2) {
  [0]=>
  int(10)
  [1]=>
  int(20)
}
int(1)
int(1)
int(0)
