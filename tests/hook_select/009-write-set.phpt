--TEST--
stream_select() on a write set: a full socket waits (other coroutines run) until a reader makes room
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay};

[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
$read = null;
$write = ['w' => $a];
$except = null;
var_dump(stream_select($read, $write, $except, 1), array_keys($write));

stream_set_blocking($a, false);
$total = 0;
while (($n = fwrite($a, str_repeat('x', 65536))) > 0) {
    $total += $n;
}
$drained = 0;
spawn(function () use ($b, $total, &$drained) {
    delay(40);
    while ($drained < $total) {
        $drained += strlen(fread($b, 65536));
    }
});
$write = ['w' => $a];
$start = hrtime(true);
var_dump(stream_select($read, $write, $except, 5));
$ms = (hrtime(true) - $start) / 1e6;
var_dump(array_keys($write), $drained === $total, $ms >= 30, $ms < 3000);
?>
--EXPECT--
int(1)
array(1) {
  [0]=>
  string(1) "w"
}
int(1)
array(1) {
  [0]=>
  string(1) "w"
}
bool(true)
bool(true)
bool(true)
