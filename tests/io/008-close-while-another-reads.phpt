--TEST--
Closing a pipe while another coroutine is suspended reading it: the reader sees end of file and leaves before the stream is freed; a writer suspended on a full pipe fails the same way
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay, runtime_stats};

$proc = proc_open('sleep 5', [['pipe', 'r'], ['pipe', 'w']], $pipes);
$reader = spawn(function () use ($pipes) {
    $line = fgets($pipes[1]);
    return [$line, 'reader left'];
});
$writer = spawn(function () use ($pipes) {
    // 1 MiB does not fit in the pipe: the write waits for a reader.
    return @fwrite($pipes[0], str_repeat('x', 1 << 20));
});
delay(50);
var_dump(fclose($pipes[1]), fclose($pipes[0]));
var_dump(await($reader), await($writer));
var_dump(runtime_stats()['reactor_handles'], runtime_stats()['reactor_active_events']);
proc_terminate($proc, 9);
var_dump(proc_close($proc));
?>
--EXPECT--
bool(true)
bool(true)
array(2) {
  [0]=>
  bool(false)
  [1]=>
  string(11) "reader left"
}
bool(false)
int(0)
int(0)
int(9)
