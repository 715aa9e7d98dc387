--TEST--
A socket closed by another coroutine while calls wait on it: the waiting calls end with EBADF (as a system call on a closed descriptor), a queued one too, socket_select() sees a closed socket; also when a destructor closes it; nothing hangs or leaks
--EXTENSIONS--
async
--SKIPIF--
<?php if (!extension_loaded('sockets')) die('skip ext/sockets is not loaded'); ?>
--FILE--
<?php
require __DIR__ . '/guard.inc';
use function Async\{spawn, await, delay, runtime_stats};

socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $pair);
[$a, $b] = $pair;

$first = spawn(fn () => [socket_read($a, 100), socket_last_error()]);
$queued = spawn(fn () => [socket_recv($a, $buf, 100, 0), $buf]);
$selecting = spawn(function () use ($a) {
    $r = [$a];
    $w = $e = null;
    try {
        return socket_select($r, $w, $e, null);
    } catch (TypeError $e) {
        return $e->getMessage();
    }
});
delay(20);
socket_close($a);
var_dump(await($first), await($queued), await($selecting));

// A descriptor number reused at once is not confused with the old one.
socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $pair);
[$x, $y] = $pair;
$c = spawn(fn () => socket_read($x, 100));
delay(5);
socket_close($x);
socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $again);
var_dump(await($c));
$reader = spawn(fn () => socket_read($again[0], 100));
delay(5);
socket_write($again[1], "fresh");
var_dump(await($reader));
// Closed from a destructor, where no coroutine may switch: the same.
class Closer
{
    public function __construct(private Socket $socket) {}

    public function __destruct()
    {
        socket_close($this->socket);
    }
}
socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $pair);
$c = spawn(fn () => socket_read($pair[0], 100));
delay(5);
$closer = new Closer($pair[0]);
unset($closer);
var_dump(await($c));
delay(1);
var_dump(runtime_stats()['reactor_handles']);
?>
--EXPECTF--
Warning: socket_read(): unable to read from socket [9]: Bad file descriptor in %s on line %d

Warning: socket_recv(): Unable to read from socket [9]: Bad file descriptor in %s on line %d
array(2) {
  [0]=>
  bool(false)
  [1]=>
  int(9)
}
array(2) {
  [0]=>
  bool(false)
  [1]=>
  NULL
}
string(61) "socket_select(): Argument #1 ($read) contains a closed socket"

Warning: socket_read(): unable to read from socket [9]: Bad file descriptor in %s on line %d
bool(false)
string(5) "fresh"

Warning: socket_read(): unable to read from socket [9]: Bad file descriptor in %s on line %d
bool(false)
int(0)
