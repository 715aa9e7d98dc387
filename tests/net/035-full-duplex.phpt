--TEST--
Full duplex on one socket: one coroutine writes 4 MiB while another reads the echo from the same socket at the same time (the read and the write wait on the one descriptor together); everything comes back in order
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/net.inc';
use function Async\{spawn, await, await_all, delay};

[$server, $client, $peer] = tcp_pair();
$payload = random_bytes(4 << 20);
[$results] = await_all([
    'echo' => spawn(function () use ($peer) {
        $n = 0;
        while (($chunk = fread($peer, 65536)) !== '' && $chunk !== false) {
            $n += fwrite($peer, $chunk);
        }
        fclose($peer);
        return $n;
    }),
    'writer' => spawn(function () use ($client, $payload) {
        $n = fwrite($client, $payload);
        stream_socket_shutdown($client, STREAM_SHUT_WR);
        return $n;
    }),
    'reader' => spawn(function () use ($client) {
        $data = '';
        while (!feof($client)) {
            $data .= fread($client, 65536);
        }
        return $data;
    }),
]);
var_dump($results['writer'], $results['echo'], $results['reader'] === $payload);
?>
--EXPECT--
int(4194304)
int(4194304)
bool(true)
