--TEST--
The peer resets the connection (SO_LINGER 0) while an 8 MiB fwrite() waits for room: fwrite() returns the bytes sent with PHP's notice for the rest (no SIGPIPE, no hang), later writes fail as PHP's do; inside a coroutine as outside, a ticker running meanwhile
--EXTENSIONS--
async
sockets
--FILE--
<?php
require __DIR__ . '/net.inc';
use function Async\{spawn, await, await_all, delay};

if (($argv[1] ?? '') === 'child') {
    // Connects, reads nothing, then resets the connection.
    $c = stream_socket_client($argv[2]);
    usleep(100000);
    socket_set_option(socket_import_stream($c), SOL_SOCKET, SO_LINGER, ['l_onoff' => 1, 'l_linger' => 0]);
    exit;
}

function scenario(): array
{
    $server = stream_socket_server('tcp://127.0.0.1:0');
    $proc = proc_open(child_argv(__FILE__, 'tcp://' . stream_socket_get_name($server, false)), [], $pipes);
    $peer = stream_socket_accept($server, 30);
    stream_set_timeout($peer, 30);
    $size = 8 << 20;
    [$n, $messages] = capture(fn() => fwrite($peer, str_repeat('x', $size)));
    $r = [];
    $r['partial'] = is_int($n) && $n > 0 && $n < $size;
    // The notice names the bytes that were not sent.
    $r['notice'] = str_replace((string) ($size - $n), 'REST', implode("\n", $messages));
    [$r['next fwrite'], $r['next messages']] = capture(fn() => fwrite($peer, "more"));
    $r['fread'] = fread($peer, 10);
    $r['feof'] = feof($peer);
    proc_close($proc);
    return $r;
}

$outside = scenario();
$ticks = 0;
$done = false;
[[$inside]] = await_all([
    spawn(function () use (&$done) {
        $r = scenario();
        $done = true;
        return $r;
    }),
    spawn(function () use (&$ticks, &$done) {
        while (!$done) {
            delay(5);
            $ticks++;
        }
    }),
]);
var_dump($inside === $outside, $ticks > 5);
var_dump($outside);
?>
--EXPECT--
bool(true)
bool(true)
array(6) {
  ["partial"]=>
  bool(true)
  ["notice"]=>
  string(83) "Notice: fwrite(): Send of REST bytes failed with errno=104 Connection reset by peer"
  ["next fwrite"]=>
  bool(false)
  ["next messages"]=>
  array(1) {
    [0]=>
    string(66) "Notice: fwrite(): Send of 4 bytes failed with errno=32 Broken pipe"
  }
  ["fread"]=>
  string(0) ""
  ["feof"]=>
  bool(true)
}
