--TEST--
Writing to a socket whose peer is gone never raises SIGPIPE inside a coroutine, even with SIGPIPE's default action (which kills the process): PHP's EPIPE warning instead
--EXTENSIONS--
async
--SKIPIF--
<?php
if (!extension_loaded('sockets')) die('skip ext/sockets is not loaded');
if (!extension_loaded('pcntl')) die('skip pcntl is not loaded');
?>
--FILE--
<?php
require __DIR__ . '/guard.inc';
use function Async\{spawn, await};

pcntl_signal(SIGPIPE, SIG_DFL);

await(spawn(function () {
    socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $pair);
    socket_close($pair[1]);
    var_dump(socket_write($pair[0], "x"));
    var_dump(socket_send($pair[0], "x", 1, 0));

    $srv = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
    socket_bind($srv, '127.0.0.1', 0);
    socket_listen($srv, 4);
    socket_getsockname($srv, $addr, $port);
    $c = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
    socket_connect($c, '127.0.0.1', $port);
    socket_close(socket_accept($srv));
    socket_shutdown($c, 1);
    var_dump(socket_sendto($c, "x", 1, 0, '127.0.0.1', $port));
}));
echo "alive\n";
?>
--EXPECTF--
Warning: socket_write(): unable to write to socket [32]: Broken pipe in %s on line %d
bool(false)

Warning: socket_send(): Unable to write to socket [32]: Broken pipe in %s on line %d
bool(false)

Warning: socket_sendto(): Unable to write to socket [32]: Broken pipe in %s on line %d
bool(false)
alive
