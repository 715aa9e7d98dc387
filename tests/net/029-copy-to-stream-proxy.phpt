--TEST--
stream_copy_to_stream() between two sockets in a proxy coroutine: 4 MiB from a client through the proxy to a server arrive whole (same checksum), the copy returns the byte count, and other coroutines run while it waits
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/net.inc';
use function Async\{spawn, await, await_all, delay};

[$server1, $client, $proxy_in] = tcp_pair();
[$server2, $proxy_out, $upstream] = tcp_pair();
$payload = random_bytes(4 << 20);
$ticks = 0;
$done = false;
[$results] = await_all([
    'client' => spawn(function () use ($client, $payload) {
        foreach (str_split($payload, 1 << 18) as $chunk) {
            fwrite($client, $chunk);
            delay(1);
        }
        fclose($client);
    }),
    'proxy' => spawn(function () use ($proxy_in, $proxy_out) {
        $n = stream_copy_to_stream($proxy_in, $proxy_out);
        fclose($proxy_out);
        return $n;
    }),
    'server' => spawn(function () use ($upstream, &$done) {
        $data = stream_get_contents($upstream);
        $done = true;
        return $data;
    }),
    'ticker' => spawn(function () use (&$ticks, &$done) {
        while (!$done) {
            delay(1);
            $ticks++;
        }
    }),
]);
var_dump($results['proxy'], strlen($results['server']), $results['server'] === $payload, $ticks > 0);
?>
--EXPECT--
int(4194304)
int(4194304)
bool(true)
bool(true)
