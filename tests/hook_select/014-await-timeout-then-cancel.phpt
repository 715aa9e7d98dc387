--TEST--
Async\timeout() bounds the wait for a coroutine in stream_select(); cancelling it then ends the select, which leaves the arrays as passed
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, timeout, runtime_stats};

[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
$read = [$a];
$write = [];
$except = null;
$co = spawn(function () use (&$read, &$write, &$except) {
    return stream_select($read, $write, $except, 30);
});
$start = hrtime(true);
try {
    await($co, timeout(40));
} catch (Async\OperationCanceledException $e) {
    echo get_class($e), " / ", get_class($e->getPrevious()), "\n";
    // While the select waits, the arrays are as passed.
    var_dump($read === [$a], $write, $except);
    $co->cancel();
}
try {
    await($co);
} catch (Async\AsyncCancellation $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$ms = (hrtime(true) - $start) / 1e6;
var_dump($ms >= 30, $ms < 2000);
var_dump($read === [$a], $write, $except);
var_dump(runtime_stats()['reactor_active_events']);
?>
--EXPECT--
Async\OperationCanceledException / Async\TimeoutException
bool(true)
array(0) {
}
NULL
Async\AsyncCancellation: Coroutine cancelled
bool(true)
bool(true)
bool(true)
array(0) {
}
NULL
int(0)
