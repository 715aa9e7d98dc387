--TEST--
A peer reset while a coroutine is suspended in socket_read() / socket_recv(): false and PHP's ECONNRESET warning and last error
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

function connected(Socket $srv, int $port): array
{
    $c = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
    socket_connect($c, '127.0.0.1', $port);
    return [$c, socket_accept($srv)];
}

function reset_peer(Socket $peer): void
{
    socket_set_option($peer, SOL_SOCKET, SO_LINGER, ['l_onoff' => 1, 'l_linger' => 0]);
    socket_close($peer);
}

[$c, $peer] = connected($srv, $port);
$reader = spawn(function () use ($c) {
    var_dump(socket_read($c, 100));
    var_dump(socket_last_error($c), socket_last_error());
});
delay(20);
reset_peer($peer);
await($reader);

[$c, $peer] = connected($srv, $port);
$reader = spawn(function () use ($c) {
    $buf = 'untouched';
    var_dump(socket_recv($c, $buf, 100, 0), $buf);
    var_dump(socket_last_error($c));
});
delay(20);
reset_peer($peer);
await($reader);
?>
--EXPECTF--
Warning: socket_read(): unable to read from socket [104]: Connection reset by peer in %s on line %d
bool(false)
int(104)
int(104)

Warning: socket_recv(): Unable to read from socket [104]: Connection reset by peer in %s on line %d
bool(false)
NULL
int(104)
