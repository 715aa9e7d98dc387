--TEST--
STDIN is a UDP socket: each fread() returns one datagram, as PHP's own read does, while another coroutine keeps running
--EXTENSIONS--
async
--INI--
pcre.jit=0
--SKIPIF--
<?php if (!is_readable('/proc/self/cmdline')) die('skip needs /proc/self/cmdline'); ?>
--FILE--
<?php
use function Async\{spawn, await_all, delay};

if (($argv[1] ?? '') === 'child') {
    $outside = fread(STDIN, 100);
    $done = false;
    [$results] = await_all([
        spawn(function () use (&$done) {
            // "thr" leaves "ee" in PHP's read buffer: fread(STDIN, 2) takes
            // it from there without reading the socket.
            $r = [fread(STDIN, 100), fread(STDIN, 100), fread(STDIN, 3), fread(STDIN, 2), fread(STDIN, 100)];
            $done = true;
            echo "read\n";
            return $r;
        }),
        spawn(function () use (&$done) {
            echo "tick\n";
            while (!$done) {
                delay(5);
            }
        }),
    ]);
    var_dump($outside, $results[0]);
    exit;
}

require __DIR__ . '/child.inc';
$receiver = stream_socket_server('udp://127.0.0.1:0', $errno, $errstr, STREAM_SERVER_BIND);
$sender = stream_socket_client('udp://' . stream_socket_get_name($receiver, false));
$proc = proc_open(child_argv(__FILE__), [$receiver, ['pipe', 'w'], ['redirect', 1]], $pipes);
fclose($receiver);
fwrite($sender, "zero");
echo read_until($pipes[1], "tick\n");
foreach (['one', 'two', 'three', 'four!'] as $datagram) {
    fwrite($sender, $datagram);
}
echo stream_get_contents($pipes[1]);
fclose($pipes[1]);
var_dump(proc_close($proc));
?>
--EXPECT--
tick
read
string(4) "zero"
array(5) {
  [0]=>
  string(3) "one"
  [1]=>
  string(3) "two"
  [2]=>
  string(3) "thr"
  [3]=>
  string(2) "ee"
  [4]=>
  string(5) "four!"
}
int(0)
