--TEST--
A socket left readable while its reader does something else (its poll stays armed after the last wait) does not keep the idle loop from sleeping: 300 ms of waiting cost far less CPU than wall time
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, STREAM_IPPROTO_IP);
$reader = spawn(function () use ($a, $b) {
    $first = fread($a, 100);          // waits on the socket: its poll is armed
    fwrite($b, 'unread');             // readable again, and nobody reads it
    $before = getrusage();
    $start = hrtime(true);
    usleep(300000);                   // the loop idles, the socket stays readable
    $after = getrusage();
    $cpu_ms = (($after['ru_utime.tv_sec'] - $before['ru_utime.tv_sec']) * 1e6 + $after['ru_utime.tv_usec'] - $before['ru_utime.tv_usec']
        + ($after['ru_stime.tv_sec'] - $before['ru_stime.tv_sec']) * 1e6 + $after['ru_stime.tv_usec'] - $before['ru_stime.tv_usec']) / 1000;
    $wall_ms = (hrtime(true) - $start) / 1e6;
    // A spinning loop would burn about as much CPU as wall time.
    var_dump($first, $wall_ms >= 300, $cpu_ms < $wall_ms / 3);
    return fread($a, 100);
});
spawn(function () use ($b) {
    delay(10);
    fwrite($b, 'first');
});
var_dump(await($reader));
?>
--EXPECT--
string(5) "first"
bool(true)
bool(true)
string(6) "unread"
