--TEST--
A peer reset while a coroutine is suspended in a large socket_write(): the call returns what was sent, as the blocking call does, and the next write fails with PHP's EPIPE warning
--EXTENSIONS--
async
--SKIPIF--
<?php if (!extension_loaded('sockets')) die('skip ext/sockets is not loaded'); ?>
--FILE--
<?php
require __DIR__ . '/guard.inc';
use function Async\{spawn, await, delay};

$srv = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
socket_bind($srv, '127.0.0.1', 0);
socket_listen($srv, 4);
socket_getsockname($srv, $addr, $port);
$c = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
socket_connect($c, '127.0.0.1', $port);
$peer = socket_accept($srv);

$len = 16 << 20;
$writer = spawn(function () use ($c, $len) {
    $n = socket_write($c, str_repeat('x', $len));
    var_dump(is_int($n) && $n > 0 && $n < $len);
    var_dump(socket_last_error($c));
    var_dump(socket_write($c, "more"), socket_last_error($c));
});
delay(30); // the writer is suspended: nobody reads
socket_set_option($peer, SOL_SOCKET, SO_LINGER, ['l_onoff' => 1, 'l_linger' => 0]);
socket_close($peer);
await($writer);
echo "still alive\n";
?>
--EXPECTF--
bool(true)
int(0)

Warning: socket_write(): unable to write to socket [32]: Broken pipe in %s on line %d
bool(false)
int(32)
still alive
