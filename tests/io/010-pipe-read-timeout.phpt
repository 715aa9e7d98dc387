--TEST--
stream_set_timeout() on a proc_open() pipe in a coroutine: a read that waits longer returns false as a socket's does, stream_get_meta_data() reports timed_out (cleared by the next read), and the data that comes later is still read; a zero timeout never waits
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

delay(1); // the scheduler runs: main is a coroutine
$p = proc_open('sleep 0.5; echo hi; sleep 0.5', [1 => ['pipe', 'w']], $pipes);
var_dump(stream_set_timeout($pipes[1], 0, 100000));
$ticks = 0;
$ticker = spawn(function () use (&$ticks) { delay(20); $ticks++; });
$t = hrtime(true);
var_dump(fread($pipes[1], 10));
$elapsed = (hrtime(true) - $t) / 1e6;
var_dump($elapsed >= 90 && $elapsed < 450, $ticks);
$meta = stream_get_meta_data($pipes[1]);
var_dump($meta['timed_out'], $meta['blocked'], $meta['eof'], feof($pipes[1]));
stream_set_timeout($pipes[1], 5);
var_dump(fgets($pipes[1]), stream_get_meta_data($pipes[1])['timed_out']);
stream_set_timeout($pipes[1], 0);
var_dump(fread($pipes[1], 10), stream_get_meta_data($pipes[1])['timed_out']);
var_dump(proc_close($p));
await($ticker);
?>
--EXPECT--
bool(true)
bool(false)
bool(true)
int(1)
bool(true)
bool(true)
bool(false)
bool(false)
string(3) "hi
"
bool(false)
bool(false)
bool(true)
int(0)
