--TEST--
Cancelling a coroutine suspended in socket_select(): the cancellation propagates, the arrays are left as they were passed, and select works again
--EXTENSIONS--
async
--SKIPIF--
<?php if (!extension_loaded('sockets')) die('skip ext/sockets is not loaded'); ?>
--FILE--
<?php
require __DIR__ . '/guard.inc';
use function Async\{spawn, await, delay, runtime_stats};

socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $pair);
[$a, $b] = $pair;

$r = ['in' => $a];
$e = [7 => $b];
$w = null;
$c = spawn(function () use (&$r, &$w, &$e) {
    socket_select($r, $w, $e, null);
    echo "not reached\n";
});
delay(20);
$c->cancel();
try {
    await($c);
} catch (Async\AsyncCancellation $ex) {
    echo get_class($ex), ": ", $ex->getMessage(), "\n";
}
var_dump(array_keys($r), $r['in'] === $a, array_keys($e), $w);

$c = spawn(function () use ($a) {
    $r = ['in' => $a];
    $w = $e = null;
    return [socket_select($r, $w, $e, 5), array_keys($r)];
});
delay(10);
socket_write($b, "x");
var_dump(await($c));
delay(1);
var_dump(runtime_stats()['reactor_handles']);
?>
--EXPECT--
Async\AsyncCancellation: Coroutine cancelled
array(1) {
  [0]=>
  string(2) "in"
}
bool(true)
array(1) {
  [0]=>
  int(7)
}
NULL
array(2) {
  [0]=>
  int(1)
  [1]=>
  array(1) {
    [0]=>
    string(2) "in"
  }
}
int(0)
