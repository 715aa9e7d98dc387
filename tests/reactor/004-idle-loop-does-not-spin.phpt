--TEST--
While every coroutine sleeps the loop blocks in the OS (libuv 1.44 UV_RUN_ONCE): 300 ms of waiting cost far less CPU than wall time
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await_all};

await_all([spawn(fn () => usleep(1000))]);   // warm-up: first-run costs are not idling
$before = getrusage();
$start = hrtime(true);
await_all([spawn(fn () => usleep(300000)), spawn(fn () => usleep(250000)), spawn(fn () => usleep(1000))]);
$after = getrusage();
$cpu_ms = (($after['ru_utime.tv_sec'] - $before['ru_utime.tv_sec']) * 1e6 + $after['ru_utime.tv_usec'] - $before['ru_utime.tv_usec']
    + ($after['ru_stime.tv_sec'] - $before['ru_stime.tv_sec']) * 1e6 + $after['ru_stime.tv_usec'] - $before['ru_stime.tv_usec']) / 1000;
$wall_ms = (hrtime(true) - $start) / 1e6;
// A spinning loop would burn about as much CPU as wall time.
var_dump($wall_ms >= 300, $cpu_ms < $wall_ms / 3);
?>
--EXPECT--
bool(true)
bool(true)
