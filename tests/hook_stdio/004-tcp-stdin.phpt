--TEST--
STDIN is a connected TCP socket: reads suspend only their coroutine; stream_set_timeout(), end of file and results are PHP's own
--EXTENSIONS--
async
--INI--
pcre.jit=0
--SKIPIF--
<?php if (!is_readable('/proc/self/cmdline')) die('skip needs /proc/self/cmdline'); ?>
--FILE--
<?php
use function Async\{spawn, await_all, delay};

function timed_read(): array
{
    stream_set_timeout(STDIN, 0, 50000);
    $r = [fread(STDIN, 10), stream_get_meta_data(STDIN)['timed_out'], feof(STDIN)];
    stream_set_timeout(STDIN, 60);
    return $r;
}

if (($argv[1] ?? '') === 'child') {
    var_dump(stream_get_meta_data(STDIN)['stream_type']);
    $outside = [fgets(STDIN), timed_read()];
    $timed = $done = false;
    [$results] = await_all([
        spawn(function () use (&$timed, &$done) {
            $r = [timed_read()];
            $timed = true;
            $r[] = fgets(STDIN);
            $done = true;
            echo "read\n";
            $r[] = fgets(STDIN);   // the parent shut its end down
            $r[] = feof(STDIN);
            return $r;
        }),
        spawn(function () use (&$timed, &$done) {
            while (!$timed) {
                delay(5);
            }
            echo "tick\n";
            while (!$done) {
                delay(5);
            }
        }),
    ]);
    var_dump($outside[1] === $results[0][0]);
    var_dump($outside, $results[0]);
    exit;
}

require __DIR__ . '/child.inc';
$server = stream_socket_server('tcp://127.0.0.1:0', $errno, $errstr);
$client = stream_socket_client('tcp://' . stream_socket_get_name($server, false));
$peer = stream_socket_accept($server);
$proc = proc_open(child_argv(__FILE__), [$peer, ['pipe', 'w'], ['redirect', 1]], $pipes);
fclose($peer);
fwrite($client, "first\n");
echo read_until($pipes[1], "tick\n");
fwrite($client, "second\n");
// Not fclose(): the child inherited a copy of this socket (PHP's sockets
// are not close-on-exec), which would keep the connection open.
stream_socket_shutdown($client, STREAM_SHUT_WR);
echo stream_get_contents($pipes[1]);
fclose($pipes[1]);
var_dump(proc_close($proc));
?>
--EXPECT--
string(10) "tcp_socket"
tick
read
bool(true)
array(2) {
  [0]=>
  string(6) "first
"
  [1]=>
  array(3) {
    [0]=>
    bool(false)
    [1]=>
    bool(true)
    [2]=>
    bool(false)
  }
}
array(4) {
  [0]=>
  array(3) {
    [0]=>
    bool(false)
    [1]=>
    bool(true)
    [2]=>
    bool(false)
  }
  [1]=>
  string(7) "second
"
  [2]=>
  bool(false)
  [3]=>
  bool(true)
}
int(0)
