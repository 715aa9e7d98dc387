--TEST--
Sockets in non-blocking mode never wait inside a coroutine: each call returns at once with PHP's result (no other coroutine runs during it)
--EXTENSIONS--
async
--SKIPIF--
<?php if (!extension_loaded('sockets')) die('skip ext/sockets is not loaded'); ?>
--FILE--
<?php
require __DIR__ . '/guard.inc';
use function Async\{spawn, await, delay};

$ran = 0;
$ticker = spawn(function () use (&$ran) {
    for ($i = 0; $i < 1000; $i++) {
        $ran++;
        Async\suspend();
    }
});
Async\suspend();

socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $pair);
[$a, $b] = $pair;
socket_set_nonblock($a);
$srv = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
socket_set_nonblock($srv);
socket_bind($srv, '127.0.0.1', 0);
socket_listen($srv, 4);
socket_getsockname($srv, $addr, $port);
$u = socket_create(AF_INET, SOCK_DGRAM, SOL_UDP);
socket_bind($u, '127.0.0.1', 0);
socket_set_nonblock($u);

$before = $ran;
var_dump(socket_read($a, 10), socket_last_error($a));
var_dump(socket_recv($a, $buf, 10, 0), $buf);
var_dump(socket_recvfrom($u, $buf, 10, 0, $from, $p), socket_last_error($u));
var_dump(socket_accept($srv), socket_last_error());
$n = socket_write($a, str_repeat('x', 8 << 20));
var_dump($n > 0 && $n < (8 << 20));
var_dump(socket_write($a, 'more'), socket_last_error($a));
$c = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
socket_set_nonblock($c);
var_dump(socket_connect($c, '127.0.0.1', $port), socket_last_error($c));
var_dump($ran === $before);
await($ticker);
?>
--EXPECT--
bool(false)
int(11)
bool(false)
NULL
bool(false)
int(11)
bool(false)
int(11)
bool(true)
bool(false)
int(11)
bool(false)
int(115)
bool(true)
