--TEST--
Cancelling a coroutine suspended in socket_read(), socket_recv() or socket_recvfrom(): the cancellation propagates, no byte is consumed, the socket keeps working
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
$u = socket_create(AF_INET, SOCK_DGRAM, SOL_UDP);
socket_bind($u, '127.0.0.1', 0);
socket_getsockname($u, $addr, $uport);

$calls = [
    'socket_read' => fn () => socket_read($a, 100),
    'socket_read line' => fn () => socket_read($a, 100, PHP_NORMAL_READ),
    'socket_recv' => fn () => socket_recv($a, $buf, 100, MSG_WAITALL),
    'socket_recvfrom' => fn () => socket_recvfrom($u, $buf, 100, 0, $from, $port),
];
foreach ($calls as $name => $call) {
    $c = spawn($call);
    delay(10);
    $c->cancel();
    try {
        await($c);
        echo "$name: not cancelled\n";
    } catch (Async\AsyncCancellation $e) {
        echo "$name: ", $e->getMessage(), "\n";
    }
}

socket_write($b, "still\n");
var_dump(socket_read($a, 100, PHP_NORMAL_READ));
socket_sendto($u, "dgram", 5, 0, '127.0.0.1', $uport);
var_dump(socket_recvfrom($u, $buf, 100, 0, $from, $port), $buf);
delay(1);
var_dump(runtime_stats()['reactor_handles']);
?>
--EXPECT--
socket_read: Coroutine cancelled
socket_read line: Coroutine cancelled
socket_recv: Coroutine cancelled
socket_recvfrom: Coroutine cancelled
string(6) "still
"
int(5)
string(5) "dgram"
int(0)
