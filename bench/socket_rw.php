<?php
/*
 * Cost of a socket read and write when the data is ready: fwrite() of a
 * 64-byte message on one end of a loopback TCP connection, fread() of it
 * on the other, in a loop. Inside a coroutine (our ops: send()/recv()
 * with MSG_DONTWAIT, no poll), against PHP's own blocking read/write
 * (poll() then recv()) on stock PHP without this extension, in a child
 * process of the same run. Also reported: the same loop in this process
 * outside any coroutine (our ops hand the call to PHP's). A Fiber changes
 * nothing here (blocking I/O inside a Fiber is PHP's own), so the ratio is
 * against blocking PHP. Target: ratio <= 1.1.
 *
 *   php -n -d extension=modules/async.so bench/socket_rw.php [ITERATIONS] [MESSAGE_BYTES]
 */
require __DIR__ . '/lib.php';

$n = (int) ($argv[1] ?? 200000);
$size = (int) ($argv[2] ?? 64);

/* A connected pair of blocking TCP streams. */
function tcp_pair(): array
{
    $server = stream_socket_server('tcp://127.0.0.1:0', $errno, $errstr);
    $client = stream_socket_client('tcp://' . stream_socket_get_name($server, false), $errno, $errstr);
    $peer = stream_socket_accept($server);
    fclose($server);
    return [$client, $peer];
}

/* ns per fwrite() + fread() pair, best of 5 runs of $n. */
function rw_loop(int $n, int $size): float
{
    [$a, $b] = tcp_pair();
    $message = str_repeat('x', $size);
    $ns = bench_best(5, function () use ($a, $b, $n, $size, $message) {
        for ($i = 0; $i < $n; $i++) {
            fwrite($a, $message);
            if (strlen(fread($b, $size)) !== $size) {
                throw new LogicException('short read');
            }
        }
    }) / $n;
    fclose($a);
    fclose($b);
    return $ns;
}

if (($argv[3] ?? '') === 'plain') {
    echo rw_loop($n, $size), "\n";
    return;
}

/* PHP's own, in a child process without the extension. */
$plain = (float) shell_exec(escapeshellarg(PHP_BINARY) . ' -n ' . escapeshellarg(__FILE__) . " $n $size plain");
if ($plain <= 0) {
    throw new RuntimeException('the plain PHP run failed');
}
/* In this process, before the scheduler starts: PHP's ops behind ours. */
$outside = rw_loop($n, $size);
/* Inside a coroutine. */
$inside = Async\await(Async\spawn(rw_loop(...), $n, $size));

bench_result('socket_rw', [
    'ns_per_write_read' => round($inside, 1),
    'blocking_php_ns' => round($plain, 1),
    'ratio_vs_blocking' => round($inside / $plain, 3),
    'outside_coroutine_ns' => round($outside, 1),
    'message_bytes' => $size,
    'target' => 'ratio<=1.1',
], 'ns_per_write_read');
