--TEST--
Coroutines using the same side of one socket are served one call at a time (lines and large writes never interleave, acceptors take turns), while a reader and a writer share the socket freely
--EXTENSIONS--
async
--SKIPIF--
<?php if (!extension_loaded('sockets')) die('skip ext/sockets is not loaded'); ?>
--FILE--
<?php
require __DIR__ . '/guard.inc';
use function Async\{spawn, await, delay};

socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $pair);
[$a, $b] = $pair;

// Two line readers; the lines arrive a few bytes at a time.
$lines = [];
$readers = [];
foreach (['r1', 'r2'] as $name) {
    $readers[] = spawn(function () use ($a, $name, &$lines) {
        $lines[] = "$name: " . rtrim(socket_read($a, 100, PHP_NORMAL_READ));
    });
}
foreach (str_split("first line\nsecond line\n", 4) as $piece) {
    delay(3);
    socket_write($b, $piece);
}
foreach ($readers as $r) {
    await($r);
}
sort($lines);
echo implode("\n", $lines), "\n";

// Two large writes at once arrive one after the other, whole.
$size = 4 << 20;
$writers = [];
foreach (['A', 'B'] as $letter) {
    $writers[] = spawn(fn () => socket_write($a, str_repeat($letter, $size)));
}
$received = '';
while (strlen($received) < 2 * $size) {
    $received .= socket_read($b, 1 << 20);
}
foreach ($writers as $w) {
    var_dump(await($w));
}
$runs = preg_split('/(?<=(.))(?!\1)/', $received, -1, PREG_SPLIT_NO_EMPTY);
var_dump(count($runs), strlen($runs[0]), strlen($runs[1]));

// A reader and a writer on the same socket at the same time.
$reader = spawn(fn () => socket_read($a, 100));
$writer = spawn(fn () => socket_write($a, str_repeat('z', $size)));
delay(5);
socket_write($b, "ping");
var_dump(await($reader));
$got = 0;
while ($got < $size) {
    $got += strlen(socket_read($b, 1 << 20));
}
var_dump(await($writer), $got);

// Several acceptors on one listening socket take turns.
$srv = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
socket_bind($srv, '127.0.0.1', 0);
socket_listen($srv, 8);
socket_getsockname($srv, $addr, $port);
$acceptors = [];
for ($i = 0; $i < 3; $i++) {
    $acceptors[] = spawn(function () use ($srv) {
        $conn = socket_accept($srv);
        return socket_read($conn, 100);
    });
}
$clients = [];
for ($i = 0; $i < 3; $i++) {
    delay(5);
    $clients[$i] = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
    socket_connect($clients[$i], '127.0.0.1', $port);
    socket_write($clients[$i], "client $i");
}
$got = [];
foreach ($acceptors as $acc) {
    $got[] = await($acc);
}
sort($got);
var_dump($got);
?>
--EXPECT--
r1: first line
r2: second line
int(4194304)
int(4194304)
int(2)
int(4194304)
int(4194304)
string(4) "ping"
int(4194304)
int(4194304)
array(3) {
  [0]=>
  string(8) "client 0"
  [1]=>
  string(8) "client 1"
  [2]=>
  string(8) "client 2"
}
