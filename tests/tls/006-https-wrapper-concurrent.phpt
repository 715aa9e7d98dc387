--TEST--
TLS: file_get_contents('https://…') and fopen('https://…') against a slow in-process HTTPS server: three fetches from three coroutines finish in about the time of one, with the bodies and the response headers PHP gives
--EXTENSIONS--
async
openssl
--FILE--
<?php
require __DIR__ . '/inc/tls.inc';
use function Async\spawn; use function Async\await; use function Async\delay;

$dir = tls_make_cert();
$server = tls_server($dir);
$port = parse_url('tcp://' . stream_socket_get_name($server, false), PHP_URL_PORT);

$srv = spawn(function () use ($server) {
    for ($i = 0; $i < 3; $i++) {
        $c = stream_socket_accept($server, 5);
        spawn(function () use ($c) {
            $request = '';
            while (($line = fgets($c)) !== false && $line !== "\r\n") {
                $request .= $line;
            }
            delay(300); // a slow backend
            preg_match('~^GET (\S+)~', $request, $m);
            $body = "you asked for $m[1]";
            fwrite($c, "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: " . strlen($body)
                . "\r\nConnection: close\r\n\r\n" . $body);
            fclose($c);
        });
    }
});

$ctx = tls_client_context($dir);
$t = microtime(true);
$fetches = [
    spawn(fn() => file_get_contents("https://localhost:$port/a", false, $ctx)),
    spawn(function () use ($port, $ctx) {
        $f = fopen("https://localhost:$port/b", 'r', false, $ctx);
        $body = stream_get_contents($f);
        $headers = stream_get_meta_data($f)['wrapper_data'];
        fclose($f);
        return $body . ' / ' . $headers[0];
    }),
    spawn(function () use ($port, $ctx) {
        $body = file_get_contents("https://localhost:$port/c", false, $ctx);
        return $body . ' / ' . $http_response_header[1];
    }),
];
foreach ($fetches as $f) {
    echo await($f), "\n";
}
$elapsed = microtime(true) - $t;
await($srv);
$limit = getenv('USE_ZEND_ALLOC') === '0' ? 30 : 0.8;
echo $elapsed < $limit ? "concurrent\n" : "took $elapsed s\n";
?>
--EXPECT--
you asked for /a
you asked for /b / HTTP/1.1 200 OK
you asked for /c / Content-Type: text/plain
concurrent
