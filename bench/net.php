<?php
/*
 * Shared by the network benchmarks (http_hello.php, tcp_echo.php): the
 * Fiber + stream_select() loop the coroutine servers are compared with,
 * and running a server in a child process.
 */

/* {{{ the Fiber baseline: one Fiber per connection, a stream_select() loop */

final class SelectLoop
{
    /** @var array<int, resource> */
    public static array $read_streams = [];
    /** @var array<int, resource> */
    public static array $write_streams = [];
    /** @var array<int, Fiber> */
    public static array $read_waiters = [];
    /** @var array<int, Fiber> */
    public static array $write_waiters = [];

    /* Suspends the calling Fiber until $stream is readable. */
    public static function readable($stream): void
    {
        $id = (int) $stream;
        self::$read_streams[$id] = $stream;
        self::$read_waiters[$id] = Fiber::getCurrent();
        Fiber::suspend();
    }

    /* Suspends the calling Fiber until $stream is writable. */
    public static function writable($stream): void
    {
        $id = (int) $stream;
        self::$write_streams[$id] = $stream;
        self::$write_waiters[$id] = Fiber::getCurrent();
        Fiber::suspend();
    }

    public static function run(): void
    {
        while (self::$read_streams || self::$write_streams) {
            $r = self::$read_streams;
            $w = self::$write_streams;
            $e = null;
            if (@stream_select($r, $w, $e, null) === false) {
                continue; // EINTR
            }
            foreach ($r as $id => $stream) {
                $fiber = self::$read_waiters[$id];
                unset(self::$read_streams[$id], self::$read_waiters[$id]);
                $fiber->resume();
            }
            foreach ($w as $id => $stream) {
                $fiber = self::$write_waiters[$id];
                unset(self::$write_streams[$id], self::$write_waiters[$id]);
                $fiber->resume();
            }
        }
    }

    /* Accepts connections on $server (made non-blocking), each handled
     * by $handler($conn) in a Fiber of its own on a non-blocking stream. */
    public static function serve($server, callable $handler): void
    {
        stream_set_blocking($server, false);
        (new Fiber(function () use ($server, $handler) {
            for (;;) {
                self::readable($server);
                while (($conn = @stream_socket_accept($server, 0)) !== false) {
                    stream_set_blocking($conn, false);
                    (new Fiber($handler))->start($conn);
                }
            }
        }))->start();
        self::run();
    }

    /* Writes all of $data to a non-blocking stream; false on failure. */
    public static function write_all($conn, string $data): bool
    {
        while ($data !== '') {
            $n = fwrite($conn, $data);
            if ($n === false) {
                return false;
            }
            $data = (string) substr($data, $n);
            if ($data !== '') {
                self::writable($conn);
            }
        }
        return true;
    }
}

/* Accepts connections on $server, each handled by $handler($conn) in a
 * coroutine of its own on a blocking stream. */
function async_serve($server, callable $handler): void
{
    Async\spawn(function () use ($server, $handler) {
        for (;;) {
            $conn = @stream_socket_accept($server, -1);
            if ($conn !== false) {
                Async\spawn($handler, $conn);
            }
        }
    });
}

function listen_on(int $port)
{
    $ctx = stream_context_create(['socket' => ['backlog' => 4096, 'so_reuseaddr' => true]]);
    $server = stream_socket_server("tcp://127.0.0.1:$port", $errno, $errstr,
        STREAM_SERVER_BIND | STREAM_SERVER_LISTEN, $ctx);
    if ($server === false) {
        fwrite(STDERR, "listen on $port: $errstr\n");
        exit(1);
    }
    return $server;
}

/* }}} */

/* {{{ servers in child processes */

/* Starts `php $script serve $kind $port` and waits for its "ready" line:
 * this PHP without php.ini (as the benchmarks are run), with this
 * extension for the coroutine server only (the Fiber one runs on stock
 * PHP). ASYNC_SO names another build of the extension. */
function net_start_server(string $script, string $kind, int $port, ?string $so = null): array
{
    $cmd = [PHP_BINARY, '-n'];
    if ($kind === 'async') {
        $so = $so ?? (getenv('ASYNC_SO') ?: dirname(__DIR__) . '/modules/async.so');
        array_push($cmd, '-d', 'extension=' . realpath($so));
    }
    array_push($cmd, '-d', 'memory_limit=-1', $script, 'serve', $kind, (string) $port);
    $proc = proc_open($cmd, [0 => ['pipe', 'r'], 1 => ['pipe', 'w'], 2 => STDERR], $pipes);
    if ($proc === false || trim((string) fgets($pipes[1])) !== 'ready') {
        throw new RuntimeException("the $kind server did not start");
    }
    return [$proc, $pipes];
}

/* CPU seconds (user + system) the server process has used so far. */
function net_cpu_seconds(array $server): float
{
    $pid = proc_get_status($server[0])['pid'];
    $fields = explode(' ', substr(strrchr(file_get_contents("/proc/$pid/stat"), ')'), 2));
    return ($fields[11] + $fields[12]) / 100; // utime, stime in USER_HZ (100) ticks
}

function net_stop_server(array $server): void
{
    [$proc, $pipes] = $server;
    proc_terminate($proc, SIGTERM);
    foreach ($pipes as $p) {
        fclose($p);
    }
    proc_close($proc);
}

function median(array $xs): float
{
    sort($xs);
    $n = count($xs);
    return $n % 2 ? $xs[intdiv($n, 2)] : ($xs[$n / 2 - 1] + $xs[$n / 2]) / 2;
}

/* }}} */
