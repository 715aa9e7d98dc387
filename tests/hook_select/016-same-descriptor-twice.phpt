--TEST--
The same stream twice in the read set and also in the write set is waited on once for both; the answer lists it under every key, as PHP does
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay};

[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
// $a neither readable nor writable: its peer has not written, and its
// send buffer is full.
stream_set_blocking($a, false);
while (fwrite($a, str_repeat('x', 65536)) > 0);
stream_set_blocking($a, true);

function probe($a): array
{
    $read = [$a, 'again' => $a];
    $write = ['w' => $a];
    $except = null;
    $n = stream_select($read, $write, $except, 5);
    return [$n, array_keys($read), $write];
}

// PHP's own answer, before the scheduler runs, with the peer's bytes there.
fwrite($b, "wake");
$outside = probe($a);
fread($a, 4);

// Inside: the bytes come while the coroutine waits.
spawn(function () use ($b) {
    delay(30);
    fwrite($b, "wake");
});
$inside = probe($a);
var_dump($inside === $outside, $inside);
?>
--EXPECT--
bool(true)
array(3) {
  [0]=>
  int(1)
  [1]=>
  array(2) {
    [0]=>
    int(0)
    [1]=>
    string(5) "again"
  }
  [2]=>
  array(0) {
  }
}
