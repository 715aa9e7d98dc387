--TEST--
A 16 MiB socket_write() to a slow reader: the writer suspends while the buffer is full (the reader runs meanwhile), the call returns the whole length as PHP's blocking call does, and every byte arrives in order
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

$data = str_repeat(random_bytes(4096) . 'async', 4100);
$data = substr($data, 0, 16 << 20);
$expected = md5($data);
$writeReturned = false;
$readBeforeWriteReturned = 0;

$reader = spawn(function () use ($b, &$writeReturned, &$readBeforeWriteReturned) {
    $ctx = hash_init('md5');
    $total = 0;
    $chunks = 0;
    while (($chunk = socket_read($b, 65536)) !== '') {
        if (!$writeReturned) {
            $readBeforeWriteReturned += strlen($chunk);
        }
        hash_update($ctx, $chunk);
        $total += strlen($chunk);
        if (++$chunks % 32 === 0) {
            delay(2); // a slow reader
        }
    }
    return [$total, hash_final($ctx)];
});

$writer = spawn(function () use ($a, $data, &$writeReturned) {
    $n = socket_write($a, $data);
    $writeReturned = true;
    socket_close($a);
    return $n;
});

var_dump(await($writer));
[$total, $md5] = await($reader);
var_dump($total, $md5 === $expected);
var_dump($readBeforeWriteReturned > (8 << 20));
?>
--EXPECT--
int(16777216)
int(16777216)
bool(true)
bool(true)
