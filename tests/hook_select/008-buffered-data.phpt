--TEST--
stream_select() counts data already in a stream's read buffer as readable (PHP's emulation: only those streams, the other arrays emptied), inside coroutines as outside
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await};

[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
[$c, $d] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
fwrite($b, "line1\nline2\n");
var_dump(fgets($a));   // "line2\n" stays in $a's buffer; the descriptor is empty

function probe($a, $c, $d): array
{
    $read = ['buffered' => $a, 'empty' => $c];
    $write = [$d];
    $except = [$a];
    $start = hrtime(true);
    $n = stream_select($read, $write, $except, 5);
    return [$n, $read, $write, $except, (hrtime(true) - $start) / 1e6 < 1000];
}

$outside = probe($a, $c, $d);
$inside = await(spawn(probe(...), $a, $c, $d));
var_dump($inside === $outside);
var_dump($inside[0], array_keys($inside[1]), $inside[2], $inside[3], $inside[4]);
var_dump(fgets($a));
?>
--EXPECT--
string(6) "line1
"
bool(true)
int(1)
array(1) {
  [0]=>
  string(8) "buffered"
}
array(0) {
}
array(0) {
}
bool(true)
string(6) "line2
"
