--TEST--
Several coroutines in stream_select() at once, on their own sockets and two on the same one: each wakes when its own stream is ready
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await_all, delay};

$pairs = [];
for ($i = 0; $i < 5; $i++) {
    $pairs[$i] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
}
$order = [];
$waiters = [];
foreach ($pairs as $i => [$mine]) {
    $waiters[] = spawn(function () use ($i, $mine, &$order) {
        $read = [$mine];
        $write = $except = null;
        $n = stream_select($read, $write, $except, 5);
        $order[] = "$i:$n";
    });
}
// Two more on pair 0's stream.
foreach (['x', 'y'] as $name) {
    $waiters[] = spawn(function () use ($name, $pairs, &$order) {
        $read = [$pairs[0][0]];
        $write = $except = null;
        $n = stream_select($read, $write, $except, 5);
        $order[] = "$name:$n";
    });
}
delay(20);
foreach ([3, 1, 4, 2] as $i) {
    fwrite($pairs[$i][1], "go");
    delay(15);
}
fwrite($pairs[0][1], "go");
await_all($waiters);
// In the order the streams became ready; the three on one stream together.
$last = array_slice($order, 4);
sort($last);
echo implode(" ", array_slice($order, 0, 4)), "\n";
echo implode(" ", $last), "\n";
?>
--EXPECT--
3:1 1:1 4:1 2:1
0:1 x:1 y:1
