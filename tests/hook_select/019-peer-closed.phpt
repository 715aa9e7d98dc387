--TEST--
A peer closing its end wakes stream_select(): the stream is reported readable and then reads end of file, as with PHP's select
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay};

[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
spawn(function () use ($b) {
    delay(30);
    fclose($b);
});
$read = ['a' => $a];
$write = $except = null;
var_dump(stream_select($read, $write, $except, 5), array_keys($read), fread($a, 10), feof($a));

$proc = proc_open(['sh', '-c', 'exec sleep 0.05'], [0 => ['pipe', 'r']], $pipes);
// The child never reads; once it is gone the pipe's write end reports
// ready (a write would fail), which the select must see.
$write = ['stdin' => $pipes[0]];
$read = null;
stream_set_blocking($pipes[0], false);
while (@fwrite($pipes[0], str_repeat('x', 65536)) > 0);
var_dump(stream_select($read, $write, $except, 5), array_keys($write));
fclose($pipes[0]);
var_dump(proc_close($proc));
?>
--EXPECT--
int(1)
array(1) {
  [0]=>
  string(1) "a"
}
string(0) ""
bool(true)
int(1)
array(1) {
  [0]=>
  string(5) "stdin"
}
int(0)
