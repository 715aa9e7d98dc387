--TEST--
stream_select() on proc_open() pipes: the coroutine waits for the child's output while another one runs; only the ready pipe is reported, under its key
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

$proc = proc_open(['sh', '-c', 'sleep 0.1; echo out; exec sleep 5'], [1 => ['pipe', 'w'], 3 => ['pipe', 'w']], $pipes);
$ticks = 0;
$done = false;
$ticker = spawn(function () use (&$ticks, &$done) {
    while (!$done) {
        delay(5);
        $ticks++;
    }
});
// Descriptor 3 stays silent until the child ends (2 might carry a
// tool's messages).
$read = ['stdout' => $pipes[1], 'fd3' => $pipes[3]];
$write = $except = null;
$start = hrtime(true);
var_dump(stream_select($read, $write, $except, 5));
$ms = (hrtime(true) - $start) / 1e6;
$done = true;
await($ticker);
var_dump(array_keys($read), fgets($pipes[1]));
var_dump($ms >= 50, $ms < 3000, $ticks >= 1);
proc_terminate($proc, 9);
var_dump(proc_close($proc));
?>
--EXPECT--
int(1)
array(1) {
  [0]=>
  string(6) "stdout"
}
string(4) "out
"
bool(true)
bool(true)
bool(true)
int(9)
