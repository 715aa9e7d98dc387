<?php
/*
 * Unmodified blocking PHP networking code running concurrently: a small
 * HTTP/1.1 server written with stream_socket_server() (one coroutine per
 * connection, each answer takes 200 ms), and five file_get_contents()
 * calls against it from five coroutines. They finish together, in about
 * 200 ms, not one after another.
 *
 *   php -n -d extension=$PWD/modules/async.so examples/http.php
 */
use function Async\{spawn, await, await_all, delay};

$server = stream_socket_server('tcp://127.0.0.1:0', $errno, $errstr);
$base = 'http://' . stream_socket_get_name($server, false);

$acceptor = spawn(function () use ($server) {
    while ($conn = @stream_socket_accept($server, -1)) {
        spawn(function () use ($conn) {
            $request = fgets($conn);                       // "GET /path HTTP/1.1"
            while (($line = fgets($conn)) !== false && $line !== "\r\n");
            delay(200);                                    // a slow backend
            $body = 'hello from ' . explode(' ', $request)[1] . "\n";
            fwrite($conn, "HTTP/1.1 200 OK\r\nContent-Length: " . strlen($body) . "\r\nConnection: close\r\n\r\n$body");
            fclose($conn);
        });
    }
});

$start = hrtime(true);
$fetches = [];
foreach (['/a', '/b', '/c', '/d', '/e'] as $path) {
    $fetches[$path] = spawn(fn() => file_get_contents($base . $path));
}
[$bodies] = await_all($fetches);
foreach ($bodies as $body) {
    echo $body;
}
printf("5 requests of 200 ms each took %d ms\n", (hrtime(true) - $start) / 1e6);
$acceptor->cancel();
