<?php
/*
 * Echo throughput over 1,000 concurrent TCP connections: a server with one
 * coroutine per connection doing blocking-style fread()/fwrite(), against
 * the same server on PHP's Fiber with a stream_select() loop (the loop of
 * http_hello.php, in net.php). Each connection sends a message, reads the
 * echo back whole, and sends again; the figure is the bytes echoed per
 * second (each way). Target: more than the Fiber server in the same run.
 *
 *   php -n -d extension=modules/async.so bench/tcp_echo.php [ROUNDS] [SECONDS] [CONNECTIONS] [MESSAGE_BYTES]
 *
 * Defaults: 3 rounds of 10 s, 1,000 connections, 4 KiB messages. The
 * servers run in child processes (the Fiber one on stock PHP); the load
 * comes from this process, the same for both: a coroutine per connection.
 * Rounds alternate between the servers; medians are reported, with the
 * server's CPU time per message echoed (the client shares the 2 cores and
 * is often the bottleneck, which narrows the throughput ratio).
 * stream_select() cannot watch descriptors past FD_SETSIZE (1024), which
 * bounds the Fiber server to about 1,000 connections.
 */
require __DIR__ . '/lib.php';
require __DIR__ . '/net.php';

use function Async\{spawn, await_all, delay};

/* {{{ the servers */

function async_echo($conn): void
{
    while (($data = fread($conn, 8192)) !== false && $data !== '') {
        if (fwrite($conn, $data) !== strlen($data)) {
            break;
        }
    }
    fclose($conn);
}

function fiber_echo($conn): void
{
    for (;;) {
        SelectLoop::readable($conn);
        $data = fread($conn, 8192);
        if ($data === false || ($data === '' && feof($conn))) {
            break;
        }
        if ($data !== '' && !SelectLoop::write_all($conn, $data)) {
            break;
        }
    }
    fclose($conn);
}

if (($argv[1] ?? '') === 'serve') {
    $server = listen_on((int) $argv[3]);
    echo "ready\n";
    if ($argv[2] === 'async') {
        async_serve($server, async_echo(...));
    } else {
        SelectLoop::serve($server, fiber_echo(...));
    }
    return;
}

/* }}} */

/* {{{ the driver and the load */

$rounds = (int) ($argv[1] ?? 3);
$seconds = (float) ($argv[2] ?? 10);
$connections = (int) ($argv[3] ?? 1000);
$size = (int) ($argv[4] ?? 4096);

/* Runs $connections ping-pong clients against $port for a 1 s warm-up and
 * then $seconds; returns the bytes echoed per second in that window. */
function load(int $port, int $connections, int $size, float $seconds): float
{
    $message = str_repeat('0123456789abcdef', intdiv($size, 16)) . str_repeat('x', $size % 16);
    $state = (object) ['stop' => false, 'bytes' => 0];
    $clients = [];
    for ($i = 0; $i < $connections; $i++) {
        $clients[] = spawn(function () use ($port, $message, $size, $state) {
            $c = stream_socket_client("tcp://127.0.0.1:$port", $errno, $errstr, 30);
            if ($c === false) {
                throw new RuntimeException("connect: $errstr");
            }
            while (!$state->stop) {
                if (fwrite($c, $message) !== $size) {
                    throw new RuntimeException('short write');
                }
                $got = 0;
                while ($got < $size) {
                    $data = fread($c, $size - $got);
                    if ($data === false || $data === '') {
                        throw new RuntimeException('the server closed the connection');
                    }
                    if ($got === 0 && $data[0] !== '0') {
                        throw new RuntimeException('the echo is not what was sent');
                    }
                    $got += strlen($data);
                }
                $state->bytes += $size;
            }
            fclose($c);
        });
    }
    delay(1000);
    $bytes = $state->bytes;
    $t = hrtime(true);
    delay((int) ($seconds * 1000));
    $rate = ($state->bytes - $bytes) / ((hrtime(true) - $t) / 1e9);
    $state->stop = true;
    [, $errors] = await_all($clients);
    if ($errors) {
        throw reset($errors);
    }
    return $rate;
}

$port = 20000 + getmypid() % 12000; // below the ephemeral ports (32768-)
$figures = ['async' => [], 'fiber' => []];
for ($round = 0; $round < $rounds; $round++) {
    $order = $round % 2 ? ['fiber', 'async'] : ['async', 'fiber'];
    foreach ($order as $kind) {
        $port++;
        $server = net_start_server(__FILE__, $kind, $port);
        try {
            $cpu = net_cpu_seconds($server);
            $t = hrtime(true);
            $rate = load($port, $connections, $size, $seconds);
            $cpu = (net_cpu_seconds($server) - $cpu) / ((hrtime(true) - $t) / 1e9);
        } finally {
            net_stop_server($server);
        }
        $cpu_us = $cpu * 1e6 / ($rate / $size); // server CPU per message echoed
        $figures[$kind][] = [$rate, $cpu_us];
        fprintf(STDERR, "round %d %-5s %8.1f MB/s  %7.0f messages/s  server at %.0f%% of a core, %.1f us CPU/message\n",
            $round + 1, $kind, $rate / 1e6, $rate / $size, $cpu * 100, $cpu_us);
    }
}

$async = median(array_column($figures['async'], 0));
$fiber = median(array_column($figures['fiber'], 0));
bench_result('tcp_echo', [
    'bytes_per_s' => (int) $async,
    'fiber_bytes_per_s' => (int) $fiber,
    'ratio_vs_fiber' => round($async / $fiber, 3),
    'server_cpu_us_per_message' => round(median(array_column($figures['async'], 1)), 1),
    'fiber_server_cpu_us_per_message' => round(median(array_column($figures['fiber'], 1)), 1),
    'connections' => $connections,
    'message_bytes' => $size,
    'seconds' => "{$seconds}x$rounds",
    'target' => 'ratio>1',
], 'bytes_per_s');

/* }}} */
