--TEST--
Cancelling a coroutine suspended in a large socket_write() or socket_send(): the cancellation propagates, the bytes sent so far stay sent, and the socket keeps working
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

function drain(Socket $s): int
{
    socket_set_nonblock($s);
    $n = 0;
    while (($chunk = socket_read($s, 1 << 20)) !== false && $chunk !== '') {
        $n += strlen($chunk);
    }
    socket_set_block($s);
    return $n;
}

foreach (['socket_write' => fn () => socket_write($a, str_repeat('w', 8 << 20)),
          'socket_send' => fn () => socket_send($a, str_repeat('s', 8 << 20), 8 << 20, 0)] as $name => $call) {
    $c = spawn($call);
    delay(10); // the buffer is full, the writer suspended
    $c->cancel();
    try {
        await($c);
        echo "$name: not cancelled\n";
    } catch (Async\AsyncCancellation $e) {
        echo "$name: ", $e->getMessage(), "\n";
    }
    $sent = drain($b);
    var_dump($sent > 0 && $sent < (8 << 20));
}

var_dump(socket_write($a, "after"), socket_read($b, 100));
delay(1);
var_dump(runtime_stats()['reactor_handles']);
?>
--EXPECT--
socket_write: Coroutine cancelled
bool(true)
socket_send: Coroutine cancelled
bool(true)
int(5)
string(5) "after"
int(0)
