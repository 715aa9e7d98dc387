--TEST--
HTTP/1.1 keep-alive: two clients in coroutines each send three requests over one connection to the in-process server (100 ms per answer); the server's log interleaves the two connections
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/net.inc';
use function Async\{spawn, await, await_all, delay};

[$url, $server] = http_server(100, $log);
$addr = substr($url, strlen('http://'));

function fetch_all(string $addr, string $name): array
{
    $c = stream_socket_client("tcp://$addr", $errno, $errstr, 2);
    stream_set_timeout($c, 2);
    $bodies = [];
    foreach ([1, 2, 3] as $i) {
        fwrite($c, "GET /$name$i HTTP/1.1\r\nHost: $addr\r\nConnection: keep-alive\r\n\r\n");
        $status = fgets($c);
        $length = 0;
        while (($header = fgets($c)) !== "\r\n") {
            if (stripos($header, 'Content-Length:') === 0) {
                $length = (int) substr($header, 15);
            }
        }
        $bodies[] = trim($status) . ': ' . fread($c, $length);
    }
    fclose($c);
    return $bodies;
}

[$results] = await_all([spawn('fetch_all', $addr, 'a'), spawn('fetch_all', $addr, 'b')]);
$server->cancel();
print_r($results);
// The two connections were served side by side: a1 and b1 before a2 and b2...
$log = array_values(array_filter($log, fn($e) => !str_starts_with($e, 'answered')));
$pairs = array_map(fn($i) => [$log[$i], $log[$i + 1]], [0, 2, 4]);
foreach ($pairs as $pair) {
    sort($pair);
    echo implode(' ', $pair), "\n";
}
?>
--EXPECT--
Array
(
    [0] => Array
        (
            [0] => HTTP/1.1 200 OK: hello from /a1
            [1] => HTTP/1.1 200 OK: hello from /a2
            [2] => HTTP/1.1 200 OK: hello from /a3
        )

    [1] => Array
        (
            [0] => HTTP/1.1 200 OK: hello from /b1
            [1] => HTTP/1.1 200 OK: hello from /b2
            [2] => HTTP/1.1 200 OK: hello from /b3
        )

)
GET /a1 GET /b1
GET /a2 GET /b2
GET /a3 GET /b3
