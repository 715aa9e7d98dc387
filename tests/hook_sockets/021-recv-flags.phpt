--TEST--
socket_recv() flags inside a coroutine: MSG_WAITALL collects pieces sent over time, MSG_PEEK|MSG_WAITALL waits for the whole length without consuming, MSG_DONTWAIT never waits, and a datagram socket ignores MSG_WAITALL
--EXTENSIONS--
async
--SKIPIF--
<?php if (!extension_loaded('sockets')) die('skip ext/sockets is not loaded'); ?>
--FILE--
<?php
require __DIR__ . '/guard.inc';
use function Async\{spawn, await, delay};

socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $pair);
[$a, $b] = $pair;
$feed = function (Socket $to, array $pieces) {
    return spawn(function () use ($to, $pieces) {
        foreach ($pieces as $piece) {
            delay(10);
            socket_write($to, $piece);
        }
    });
};

$f = $feed($b, ['abc', 'def', 'ghij']);
var_dump(socket_recv($a, $buf, 10, MSG_WAITALL), $buf);
await($f);

$f = $feed($b, ['12', '345']);
var_dump(socket_recv($a, $buf, 5, MSG_PEEK | MSG_WAITALL), $buf);
var_dump(socket_recv($a, $buf, 100, 0), $buf);
await($f);

var_dump(socket_recv($a, $buf, 10, MSG_DONTWAIT), $buf, socket_last_error($a));

// The end of the stream ends a MSG_WAITALL with what came.
$f = $feed($b, ['xy']);
spawn(function () use ($f, $b) {
    await($f);
    socket_shutdown($b, 1);
});
var_dump(socket_recv($a, $buf, 10, MSG_WAITALL), $buf);

socket_create_pair(AF_UNIX, SOCK_DGRAM, 0, $dgram);
$f = $feed($dgram[1], ['one', 'two']);
var_dump(socket_recv($dgram[0], $buf, 100, MSG_WAITALL), $buf);
await($f);
?>
--EXPECT--
int(10)
string(10) "abcdefghij"
int(5)
string(5) "12345"
int(5)
string(5) "12345"
bool(false)
NULL
int(11)
int(2)
string(2) "xy"
int(3)
string(3) "one"
