--TEST--
A stream closed by another coroutine while stream_select() waits on it: the call ends with what PHP says of a closed stream, the peer sees the close, and nothing is left watching the descriptor
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay, runtime_stats};

[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
$co = spawn(function () use ($a) {
    $read = [$a];
    $write = $except = null;
    return stream_select($read, $write, $except, null);
});
spawn(function () use ($a) {
    delay(20);
    fclose($a);
});
$start = hrtime(true);
try {
    await($co);
} catch (Throwable $e) {
    for (; $e !== null; $e = $e->getPrevious()) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
var_dump((hrtime(true) - $start) / 1e6 < 2000);
var_dump(fread($b, 10), feof($b));
var_dump(runtime_stats()['reactor_active_events']);
delay(1);
var_dump(runtime_stats()['reactor_handles']);
?>
--EXPECT--
ValueError: No stream arrays were passed
TypeError: stream_select(): supplied resource is not a valid stream resource
bool(true)
string(0) ""
bool(true)
int(0)
int(0)
