--TEST--
stream_select() with a zero timeout inside a coroutine returns at once, with PHP's result and arrays (compared with the same calls before the scheduler runs)
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await};

[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
[$c, $d] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
fwrite($d, "x");

function probe($a, $c): array
{
    $start = hrtime(true);
    $read = ['a' => $a, 'c' => $c];
    $write = null;
    $except = [$a];
    $out[] = [stream_select($read, $write, $except, 0), $read, $write, $except];
    $read = [$a];
    $except = [$a];
    $out[] = [stream_select($read, $write, $except, 0, 0), $read, $write, $except];
    $out[] = (hrtime(true) - $start) / 1e6 < 500;
    return $out;
}

$outside = probe($a, $c);
$inside = await(spawn(probe(...), $a, $c));
var_dump($inside === $outside);
var_dump($inside[0][0], array_keys($inside[0][1]), $inside[0][3], $inside[1], $inside[2]);
?>
--EXPECT--
bool(true)
int(1)
array(1) {
  [0]=>
  string(1) "c"
}
array(0) {
}
array(4) {
  [0]=>
  int(0)
  [1]=>
  array(0) {
  }
  [2]=>
  NULL
  [3]=>
  array(0) {
  }
}
bool(true)
