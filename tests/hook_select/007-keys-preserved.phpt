--TEST--
stream_select() keeps the keys of the ready streams in all three arrays, exactly as PHP does, whether the answer is immediate or comes after a wait
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

[$a0, $a1] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
[$b0, $b1] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
[$c0, $c1] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
fwrite($a1, "ready");

function immediate($a0, $a1, $b0, $b1): array
{
    $read = ['a' => $a0, 7 => $b0, 'again' => $a0];
    $write = [3 => $a1, 'b' => $b1];
    $except = ['e' => $a0];
    $n = stream_select($read, $write, $except, 1);
    return [$n, $read, $write, $except];
}

$outside = immediate($a0, $a1, $b0, $b1);
$inside = await(spawn(immediate(...), $a0, $a1, $b0, $b1));
var_dump($inside === $outside);
var_dump($inside[0], array_keys($inside[1]), array_keys($inside[2]), $inside[3]);

// Nothing ready at first: the answer comes from a later round.
spawn(function () use ($c1) {
    delay(30);
    fwrite($c1, "later");
});
$read = [10 => $b0, 'z' => $c0, 11 => $b0];
$write = null;
$except = ['x' => $c0, 'y' => $b0];
var_dump(stream_select($read, $write, $except, 5));
var_dump(array_keys($read), $write, $except);
?>
--EXPECT--
bool(true)
int(3)
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(5) "again"
}
array(2) {
  [0]=>
  int(3)
  [1]=>
  string(1) "b"
}
array(0) {
}
int(1)
array(1) {
  [0]=>
  string(1) "z"
}
NULL
array(0) {
}
