<?php
/*
 * Keep-alive HTTP/1.1 "hello" server on stream_socket_server(), driven by
 * wrk (-t2 -c100 -d10s --latency): one coroutine per connection doing
 * blocking-style fread()/fwrite(), against the same server on PHP's Fiber
 * with a stream_select() loop (non-blocking sockets, a read buffer per
 * connection, one Fiber per connection). Both use the same request parsing
 * and responses (http_respond() below). Target: requests/s >= 1.2x the
 * Fiber server's in the same run, with a lower p99.
 *
 *   php -n -d extension=modules/async.so bench/http_hello.php [ROUNDS] [SECONDS]
 *
 * Each server runs in a child process (the Fiber one on stock PHP, without
 * this extension); the rounds alternate between the two and the medians
 * are reported. Each round is preceded by a 1 s warm-up and a check that
 * the server answers pipelined, HTTP/1.0 and "Connection: close" requests
 * correctly. WRK_THREADS / WRK_CONNECTIONS override -t2 / -c100.
 * Server mode (what the children run): http_hello.php serve async|fiber PORT
 */

require __DIR__ . '/lib.php';
require __DIR__ . '/net.php';

/* {{{ request parsing, shared by both servers */

const HELLO_BODY = "Hello, World!";
const HEAD_LIMIT = 8192;

/*
 * Takes every complete request off the front of $buf and returns the
 * responses to them, in order; $keep becomes false when the connection is
 * to be closed after them (HTTP/1.0 without keep-alive, "Connection:
 * close", a malformed request). Bodies (Content-Length) are skipped.
 */
function http_respond(string &$buf, bool &$keep): string
{
    $out = '';
    while (($end = strpos($buf, "\r\n\r\n")) !== false) {
        $line_end = strpos($buf, "\r\n");
        $parts = explode(' ', substr($buf, 0, $line_end), 3);
        $version = $parts[2] ?? '';
        if (count($parts) !== 3 || ($version !== 'HTTP/1.1' && $version !== 'HTTP/1.0')) {
            $buf = '';
            $keep = false;
            return $out . "HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n";
        }
        $head = substr($buf, $line_end, $end - $line_end + 2); // "\r\nName: value\r\n...\r\n"
        $length = 0;
        if (($p = stripos($head, "\r\ncontent-length:")) !== false) {
            $length = (int) trim(substr($head, $p + 17, strpos($head, "\r\n", $p + 2) - $p - 17));
        }
        if (stripos($head, "\r\ntransfer-encoding:") !== false) {
            $buf = '';
            $keep = false;
            return $out . "HTTP/1.1 501 Not Implemented\r\nContent-Length: 0\r\nConnection: close\r\n\r\n";
        }
        if (strlen($buf) < $end + 4 + $length) {
            break; // the body is still coming
        }
        $connection = '';
        if (($p = stripos($head, "\r\nconnection:")) !== false) {
            $connection = strtolower(trim(substr($head, $p + 13, strpos($head, "\r\n", $p + 2) - $p - 13)));
        }
        $buf = (string) substr($buf, $end + 4 + $length);
        if ($version === 'HTTP/1.1') {
            $keep = $connection !== 'close';
            $conn_header = $keep ? '' : "Connection: close\r\n";
        } else {
            $keep = $connection === 'keep-alive';
            $conn_header = $keep ? "Connection: keep-alive\r\n" : "Connection: close\r\n";
        }
        $out .= "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: " . strlen(HELLO_BODY)
            . "\r\n" . $conn_header . "\r\n" . HELLO_BODY;
        if (!$keep) {
            $buf = '';
            return $out;
        }
    }
    if (strlen($buf) > HEAD_LIMIT && strpos($buf, "\r\n\r\n") === false) {
        $buf = '';
        $keep = false;
        $out .= "HTTP/1.1 431 Request Header Fields Too Large\r\nContent-Length: 0\r\nConnection: close\r\n\r\n";
    }
    return $out;
}

/* }}} */

/* {{{ the coroutine server: a coroutine per connection, blocking-style I/O */

function async_connection($conn): void
{
    $buf = '';
    $keep = true;
    while ($keep) {
        $data = fread($conn, 8192);
        if ($data === false || $data === '') {
            break; // end of file or an error
        }
        $buf .= $data;
        $out = http_respond($buf, $keep);
        if ($out !== '' && fwrite($conn, $out) !== strlen($out)) {
            break;
        }
    }
    fclose($conn);
}

/* }}} */

/* {{{ the Fiber server: a Fiber per connection, a stream_select() loop */

function fiber_connection($conn): void
{
    $buf = '';
    $keep = true;
    while ($keep) {
        /* Wait, then read: a request/response peer has nothing to say
         * right after an answer, so reading first would mostly fail. */
        SelectLoop::readable($conn);
        $data = fread($conn, 8192);
        if ($data === false || ($data === '' && feof($conn))) {
            break;
        }
        $buf .= $data;
        $out = http_respond($buf, $keep);
        if ($out !== '' && !SelectLoop::write_all($conn, $out)) {
            break;
        }
    }
    fclose($conn);
}

/* }}} */

if (($argv[1] ?? '') === 'serve') {
    $server = listen_on((int) $argv[3]);
    echo "ready\n";
    if ($argv[2] === 'async') {
        async_serve($server, async_connection(...));
    } else {
        SelectLoop::serve($server, fiber_connection(...));
    }
    return;
}

/* {{{ the driver */

$rounds = (int) ($argv[1] ?? 3);
$seconds = (int) ($argv[2] ?? 10);
$threads = (int) (getenv('WRK_THREADS') ?: 2);
$connections = (int) (getenv('WRK_CONNECTIONS') ?: 100);

/* Sends $request on a fresh connection; returns everything received until
 * the server closes the connection or stops answering. */
function exchange(int $port, string $request, float $wait = 1.0): string
{
    $c = stream_socket_client("tcp://127.0.0.1:$port", $errno, $errstr, 2);
    if ($c === false) {
        throw new RuntimeException("connect: $errstr");
    }
    fwrite($c, $request);
    stream_set_blocking($c, false);
    $got = '';
    $deadline = microtime(true) + $wait;
    while (microtime(true) < $deadline) {
        $r = [$c];
        $w = $e = null;
        if (stream_select($r, $w, $e, 0, 50000) > 0) {
            $chunk = fread($c, 65536);
            if ($chunk === '' || $chunk === false) {
                if (feof($c)) {
                    fclose($c);
                    return $got . '<closed>';
                }
                continue;
            }
            $got .= $chunk;
        }
    }
    fclose($c);
    return $got;
}

function check_server(string $kind, int $port): void
{
    $ok = "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 13\r\n\r\nHello, World!";
    $close = "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 13\r\nConnection: close\r\n\r\nHello, World!";
    $keep10 = "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 13\r\nConnection: keep-alive\r\n\r\nHello, World!";
    $get = "GET / HTTP/1.1\r\nHost: x\r\n\r\n";
    $cases = [
        // pipelined, one of them with a body
        [$get . "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello" . $get, $ok . $ok . $ok, 0.3],
        [$get . "GET / HTTP/1.1\r\nconnection: Close\r\n\r\n" . $get, $ok . $close . '<closed>', 2],
        ["GET / HTTP/1.0\r\n\r\n", $close . '<closed>', 2],
        ["GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n", $keep10, 0.3],
        ["BOGUS\r\n\r\n", "HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\nConnection: close\r\n\r\n<closed>", 2],
    ];
    foreach ($cases as $i => [$request, $expected, $wait]) {
        $got = exchange($port, $request, $wait);
        if ($got !== $expected) {
            throw new RuntimeException("$kind server, check $i: got " . json_encode($got));
        }
    }
}

function to_ms(string $value): float
{
    preg_match('/^([\d.]+)(us|ms|s)$/', $value, $m);
    return (float) $m[1] * ['us' => 0.001, 'ms' => 1, 's' => 1000][$m[2]];
}

/* Runs wrk; returns [requests/s, p99 ms, errors]. */
function wrk(int $port, int $threads, int $connections, int $seconds): array
{
    $cmd = sprintf('wrk -t%d -c%d -d%ds --latency http://127.0.0.1:%d/ 2>&1', $threads, $connections, $seconds, $port);
    $out = shell_exec($cmd);
    if (!preg_match('/Requests\/sec:\s+([\d.]+)/', $out, $rps) || !preg_match('/\s99%\s+([\d.]+(?:us|ms|s))/', $out, $p99)) {
        throw new RuntimeException("wrk: $out");
    }
    $errors = 0;
    if (preg_match('/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/', $out, $m)) {
        $errors += $m[1] + $m[2] + $m[3] + $m[4];
    }
    if (preg_match('/Non-2xx or 3xx responses: (\d+)/', $out, $m)) {
        $errors += (int) $m[1];
    }
    return [(float) $rps[1], to_ms($p99[1]), $errors];
}

$port = 20000 + getmypid() % 12000; // below the ephemeral ports (32768-)
$figures = ['async' => [], 'fiber' => []];
for ($round = 0; $round < $rounds; $round++) {
    // alternate which goes first, so that neither always gets the quieter slot
    $order = $round % 2 ? ['fiber', 'async'] : ['async', 'fiber'];
    foreach ($order as $kind) {
        $port++;
        $server = net_start_server(__FILE__, $kind, $port);
        try {
            check_server($kind, $port);
            wrk($port, $threads, $connections, 1);
            $cpu = net_cpu_seconds($server);
            [$rps, $p99, $errors] = wrk($port, $threads, $connections, $seconds);
            $cpu = net_cpu_seconds($server) - $cpu;
        } finally {
            net_stop_server($server);
        }
        if ($errors > 0) {
            throw new RuntimeException("$kind server: $errors wrk errors");
        }
        $cpu_us = $cpu * 1e6 / ($rps * $seconds);
        $figures[$kind][] = [$rps, $p99, $cpu_us];
        fprintf(STDERR, "round %d %-5s %9.0f req/s  p99 %6.2f ms  %5.1f us CPU/request (%.0f%% of a core)\n",
            $round + 1, $kind, $rps, $p99, $cpu_us, $cpu * 100 / $seconds);
    }
}

$async_rps = median(array_column($figures['async'], 0));
$fiber_rps = median(array_column($figures['fiber'], 0));
bench_result('http_hello', [
    'requests_per_s' => (int) $async_rps,
    'p99_ms' => round(median(array_column($figures['async'], 1)), 2),
    'fiber_requests_per_s' => (int) $fiber_rps,
    'fiber_p99_ms' => round(median(array_column($figures['fiber'], 1)), 2),
    'ratio_vs_fiber' => round($async_rps / $fiber_rps, 3),
    'cpu_us_per_request' => round(median(array_column($figures['async'], 2)), 1),
    'fiber_cpu_us_per_request' => round(median(array_column($figures['fiber'], 2)), 1),
    'wrk' => "-t$threads,-c$connections,-d{$seconds}s,x$rounds",
    'target' => 'ratio>=1.2,p99<fiber',
], 'requests_per_s');

/* }}} */
