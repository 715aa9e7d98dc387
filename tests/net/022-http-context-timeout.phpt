--TEST--
The http:// wrapper's context timeout against a server that answers too late: file_get_contents() gives up after the timeout with PHP's result and warning, inside a coroutine as outside (the server is a child process)
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/net.inc';
use function Async\{spawn, await, delay};

if (($argv[1] ?? '') === 'child') {
    [$url, $server] = http_server(1000);
    echo "$url\n";
    fgets(STDIN); // until the parent is done
    $server->cancel();
    exit;
}

$proc = proc_open(child_argv(__FILE__), [['pipe', 'r'], ['pipe', 'w']], $pipes);
$url = trim(fgets($pipes[1]));
same_outside_and_inside(function () use ($url) {
    $ctx = stream_context_create(['http' => ['timeout' => 0.2]]);
    $t = microtime(true);
    $r = file_get_contents("$url/slow", false, $ctx);
    $waited = microtime(true) - $t;
    return [$r, $waited >= 0.19 && $waited < 0.9];
}, [$url => 'URL']);
fclose($pipes[0]);
proc_close($proc);
?>
--EXPECT--
identical
array(2) {
  [0]=>
  array(2) {
    [0]=>
    bool(false)
    [1]=>
    bool(true)
  }
  [1]=>
  array(1) {
    [0]=>
    string(81) "Warning: file_get_contents(URL/slow): Failed to open stream: HTTP request failed!"
  }
}
