--TEST--
A scope's disposeAfterTimeout() ends a coroutine waiting in stream_select() with no timeout of its own: the cancellation comes out of the call, the arrays untouched
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\{await, delay, runtime_stats};

[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
$scope = new Scope();
$start = hrtime(true);
$co = $scope->spawn(function () use ($a) {
    $read = ['waiting' => $a];
    $write = $except = null;
    try {
        return stream_select($read, $write, $except, null);
    } catch (Async\AsyncCancellation $e) {
        var_dump(array_keys($read));
        throw $e;
    }
});
$scope->disposeAfterTimeout(50);
try {
    await($co);
} catch (Async\AsyncCancellation $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$ms = (hrtime(true) - $start) / 1e6;
var_dump($ms >= 40, $ms < 2000);
var_dump(runtime_stats()['reactor_active_events']);
?>
--EXPECT--
array(1) {
  [0]=>
  string(7) "waiting"
}
Async\AsyncCancellation: Scope disposal timeout
bool(true)
bool(true)
int(0)
