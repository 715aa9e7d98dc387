--TEST--
16 MiB written with one fwrite() to a slow reader (backpressure): fwrite() returns the whole length, the reader gets every byte in order (same checksum), and other coroutines run while the writer waits
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/net.inc';
use function Async\{spawn, await, await_all, delay};

[$server, $client, $peer] = tcp_pair();
$payload = random_bytes(16 << 20);
$ticks = 0;
$writer_done = false;

$writer = spawn(function () use ($client, $payload, &$writer_done) {
    $n = fwrite($client, $payload);
    $writer_done = true;
    fclose($client);
    return $n;
});
$reader = spawn(function () use ($peer) {
    $ctx = hash_init('sha256');
    $total = 0;
    $chunks = 0;
    while (!feof($peer)) {
        $chunk = fread($peer, 1 << 20);
        $total += strlen($chunk);
        hash_update($ctx, $chunk);
        if (++$chunks % 8 == 0) {
            delay(1); // slow
        }
    }
    return [$total, hash_final($ctx)];
});
$ticker = spawn(function () use (&$ticks, &$writer_done) {
    while (!$writer_done) {
        delay(1);
        $ticks++;
    }
});
[[$written, [$total, $sum]]] = await_all([$writer, $reader, $ticker]);
var_dump($written, $total, $sum === hash('sha256', $payload), $ticks > 0);
?>
--EXPECT--
int(16777216)
int(16777216)
bool(true)
bool(true)
