<?php
/*
 * An HTTP handler backed by a connection pool (Async\Pool): a small
 * HTTP/1.1 server written with stream_socket_server() (one coroutine per
 * connection) where every request borrows a "database connection" from a
 * pool of at most 3, runs a query on it and gives it back in `finally`.
 * Eight file_get_contents() clients hit it at once: the pool never opens
 * more than 3 connections, the other requests wait their turn in arrival
 * order, and all eight are answered.
 *
 *   php -n -d extension=$PWD/modules/async.so examples/pool.php
 */
use Async\Pool;
use function Async\{spawn, await_all, delay};

/* Stands in for a database connection: query() takes 100 ms. With a real
 * database the factory would be
 *     fn () => new PDO('mysql:host=127.0.0.1;dbname=app', 'app', 'secret',
 *                      [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION])
 * and query() would be a prepared statement:
 *     $stmt = $pdo->prepare($sql); $stmt->execute($params); $stmt->fetchAll() */
final class FakeConnection
{
    private static int $opened = 0;
    public readonly int $id;
    public int $queries = 0;

    public function __construct()
    {
        $this->id = ++self::$opened;
        delay(20);                                   // connecting
    }

    public function query(string $sql, array $params): string
    {
        delay(100);                                  // the server works
        $this->queries++;
        return json_encode($params, JSON_UNESCAPED_SLASHES) . " on connection #$this->id (its query #$this->queries)";
    }

    public function ping(): bool
    {
        return true;
    }

    public static function opened(): int
    {
        return self::$opened;
    }
}

$pool = new Pool(
    factory: fn () => new FakeConnection(),
    destructor: fn (FakeConnection $c) => null,     // $pdo = null would close it
    healthcheck: fn (FakeConnection $c) => $c->ping(),
    min: 1,                                          // one connection up front
    max: 3,                                          // never more than three
    healthcheckInterval: 5000,                       // ping idle ones every 5 s
);

$server = stream_socket_server('tcp://127.0.0.1:0', $errno, $errstr);
$base = 'http://' . stream_socket_get_name($server, false);

function handle($conn, Pool $pool): void
{
    $request = fgets($conn);                         // "GET /path HTTP/1.1"
    while (($line = fgets($conn)) !== false && $line !== "\r\n");
    $path = explode(' ', (string) $request)[1] ?? '/';

    try {
        $db = $pool->acquire(2000);                  // waits for a free one, 2 s at most
    } catch (Async\TimeoutException | Async\PoolException $e) {
        $status = '503 Service Unavailable';         // busy, closed, or circuit open
        $body = $e->getMessage() . "\n";
    }
    if (isset($db)) {
        try {
            $status = '200 OK';
            $body = $db->query('SELECT body FROM pages WHERE path = ?', [$path]) . "\n";
        } finally {
            $pool->release($db);                     // always back, even on an exception
        }
    }
    fwrite($conn, "HTTP/1.1 $status\r\nContent-Length: " . strlen($body) . "\r\nConnection: close\r\n\r\n$body");
    fclose($conn);
}

$acceptor = spawn(function () use ($server, $pool) {
    while ($conn = @stream_socket_accept($server, -1)) {
        spawn(handle(...), $conn, $pool);
    }
});

$start = hrtime(true);
$fetches = [];
foreach (range(1, 8) as $i) {
    $fetches["/page/$i"] = spawn(fn () => file_get_contents("$base/page/$i"));
}
[$bodies] = await_all($fetches);
foreach ($bodies as $path => $body) {
    echo "$path: $body";
}
printf("8 requests, %d connections opened (at most 3), %d ms (3 at a time, ~100 ms each)\n",
    FakeConnection::opened(), (hrtime(true) - $start) / 1e6);

$acceptor->cancel();
$pool->close();                                      // the idle connections go through the destructor
