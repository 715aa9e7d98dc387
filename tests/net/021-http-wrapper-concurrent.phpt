--TEST--
The http:// wrapper rides on the tcp transport: file_get_contents(), fopen(), get_headers() and copy() against a slow in-process HTTP server (200 ms per request) run concurrently in coroutines: six fetches take about the time of one, a ticker runs meanwhile
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/net.inc';
use function Async\{spawn, await, await_all, delay};

[$url, $server] = http_server(200, $log);
$copy = sys_get_temp_dir() . '/async-net-' . getmypid() . '-copy.txt';
$ticks = 0;
$done = false;
$ticker = spawn(function () use (&$ticks, &$done) {
    while (!$done) {
        delay(10);
        $ticks++;
    }
});
$start = microtime(true);
[$results] = await_all([
    'file_get_contents /a' => spawn(fn() => file_get_contents("$url/a")),
    'file_get_contents /b' => spawn(fn() => file_get_contents("$url/b")),
    'fopen /c' => spawn(function () use ($url) {
        $f = fopen("$url/c", 'r');
        $meta = stream_get_meta_data($f);
        $body = stream_get_contents($f);
        fclose($f);
        return [$meta['wrapper_type'], $meta['wrapper_data'][0], $body];
    }),
    'get_headers /d' => spawn(fn() => get_headers("$url/d", true)['Content-Length']),
    'copy /e' => spawn(fn() => [copy("$url/e", $copy), file_get_contents($copy)]),
    'file /f' => spawn(fn() => file("$url/f")),
]);
$elapsed = microtime(true) - $start;
$done = true;
await($ticker);
$server->cancel();
unlink($copy);
var_dump($results);
// The server had all six requests before it answered one.
$first_answer = array_search(true, array_map(fn($e) => str_starts_with($e, 'answered'), $log));
var_dump($first_answer);
// Six requests of 200 ms one after another would take 1.2 s (not timed
// under valgrind, where everything is many times slower).
var_dump($elapsed < 0.9 || getenv('USE_ZEND_ALLOC') === '0', $ticks >= 10);
?>
--EXPECT--
array(6) {
  ["file_get_contents /a"]=>
  string(13) "hello from /a"
  ["file_get_contents /b"]=>
  string(13) "hello from /b"
  ["fopen /c"]=>
  array(3) {
    [0]=>
    string(4) "http"
    [1]=>
    string(15) "HTTP/1.1 200 OK"
    [2]=>
    string(13) "hello from /c"
  }
  ["get_headers /d"]=>
  string(2) "13"
  ["copy /e"]=>
  array(2) {
    [0]=>
    bool(true)
    [1]=>
    string(13) "hello from /e"
  }
  ["file /f"]=>
  array(1) {
    [0]=>
    string(13) "hello from /f"
  }
}
int(6)
bool(true)
bool(true)
