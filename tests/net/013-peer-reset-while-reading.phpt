--TEST--
The peer resets the connection (SO_LINGER 0) while a read waits: fread()/fgets() end with PHP's results and end of file, inside a coroutine as outside; a ticker ran while the coroutine waited
--EXTENSIONS--
async
sockets
--FILE--
<?php
require __DIR__ . '/net.inc';
use function Async\{spawn, await, await_all, delay};

if (($argv[1] ?? '') === 'child') {
    // Connects, waits, then resets the connection.
    $c = stream_socket_client($argv[2]);
    fwrite($c, "partial line");
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
    $r = [];
    $r['fgets'] = fgets($peer);          // waits for the line until the reset
    $r['feof'] = feof($peer);
    $r['fread'] = fread($peer, 10);
    $meta = stream_get_meta_data($peer);
    $r['meta'] = [$meta['timed_out'], $meta['eof']];
    $r['fwrite'] = fwrite($peer, "x");
    proc_close($proc);
    return $r;
}

$outside = capture('scenario');
$ticks = 0;
$done = false;
[[$inside]] = await_all([
    spawn(function () use (&$done) {
        $r = capture('scenario');
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
array(2) {
  [0]=>
  array(5) {
    ["fgets"]=>
    string(12) "partial line"
    ["feof"]=>
    bool(true)
    ["fread"]=>
    string(0) ""
    ["meta"]=>
    array(2) {
      [0]=>
      bool(false)
      [1]=>
      bool(true)
    }
    ["fwrite"]=>
    bool(false)
  }
  [1]=>
  array(1) {
    [0]=>
    string(66) "Notice: fwrite(): Send of 1 bytes failed with errno=32 Broken pipe"
  }
}
