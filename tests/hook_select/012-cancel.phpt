--TEST--
Cancelling a coroutine waiting in stream_select() delivers the cancellation at once; the arrays are left as they were passed and no poll event or handle is left behind
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay, runtime_stats};

[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
[$c, $d] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
$co = spawn(function () use ($a, $c) {
    $read = ['a' => $a, 'c' => $c];
    $write = null;
    $except = [5 => $a];
    try {
        stream_select($read, $write, $except, null);
        echo "not reached\n";
    } catch (Async\AsyncCancellation $e) {
        var_dump(array_keys($read), $write, array_keys($except));
        throw $e;
    }
});
delay(30);
var_dump(runtime_stats()['reactor_active_events'] > 0);
$start = hrtime(true);
$co->cancel();
try {
    await($co);
} catch (Async\AsyncCancellation $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump((hrtime(true) - $start) / 1e6 < 1000);
var_dump(runtime_stats()['reactor_active_events']);
delay(1);
var_dump(runtime_stats()['reactor_handles']);
?>
--EXPECT--
bool(true)
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(1) "c"
}
NULL
array(1) {
  [0]=>
  int(5)
}
Async\AsyncCancellation: Coroutine cancelled
bool(true)
int(0)
int(0)
