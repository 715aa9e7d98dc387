--TEST--
socket_connect() to a closed port gives the same warning and socket_last_error() values inside a coroutine as outside
--EXTENSIONS--
async
--SKIPIF--
<?php if (!extension_loaded('sockets')) die('skip ext/sockets is not loaded'); ?>
--FILE--
<?php
require __DIR__ . '/guard.inc';
use function Async\{spawn, await};

$probe = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
socket_bind($probe, '127.0.0.1', 0);
socket_getsockname($probe, $addr, $port);
socket_close($probe); // nothing listens on $port now

function attempt(int $port): void
{
    socket_clear_error();
    $s = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
    var_dump(socket_connect($s, '127.0.0.1', $port));
    var_dump(socket_last_error(), socket_last_error($s), socket_strerror(socket_last_error($s)));
    socket_close($s);
}

echo "outside:\n";
attempt($port);
echo "inside:\n";
await(spawn('attempt', $port));
?>
--EXPECTF--
outside:

Warning: socket_connect(): unable to connect [111]: Connection refused in %s on line %d
bool(false)
int(111)
int(111)
string(18) "Connection refused"
inside:

Warning: socket_connect(): unable to connect [111]: Connection refused in %s on line %d
bool(false)
int(111)
int(111)
string(18) "Connection refused"
