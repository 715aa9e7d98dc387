--TEST--
socket_connect(), socket_sendto() and socket_bind() given a host name look it up suspending only the caller: a ticker coroutine runs meanwhile
--EXTENSIONS--
async
--SKIPIF--
<?php if (!extension_loaded('sockets')) die('skip ext/sockets is not loaded'); ?>
--FILE--
<?php
require __DIR__ . '/guard.inc';
use function Async\{spawn, await, suspend};

// UDP sockets: connect, sendto and bind never wait on the network, so
// the only time a call can spend suspended is the lookup of the name.
$ticks = 0;
$done = false;
$ticker = spawn(function () use (&$ticks, &$done) {
    while (!$done) {
        $ticks++;
        suspend();
    }
});

$worker = spawn(function () use (&$ticks, &$done) {
    $rx = socket_create(AF_INET, SOCK_DGRAM, SOL_UDP);
    socket_bind($rx, '127.0.0.1', 0);
    socket_getsockname($rx, $addr, $port);

    $calls = [
        'connect' => function () use ($port) {
            $s = socket_create(AF_INET, SOCK_DGRAM, SOL_UDP);
            $r = socket_connect($s, 'localhost', $port);
            socket_getpeername($s, $a, $p);
            return [$r, "$a:" . ($p === $port ? 'port' : $p)];
        },
        'connect AF_INET6' => function () use ($port) {
            $s = socket_create(AF_INET6, SOCK_DGRAM, SOL_UDP);
            $r = socket_connect($s, 'localhost', $port);
            socket_getpeername($s, $a, $p);
            return [$r, "$a:" . ($p === $port ? 'port' : $p)];
        },
        'sendto' => function () use ($port) {
            $s = socket_create(AF_INET, SOCK_DGRAM, SOL_UDP);
            return [socket_sendto($s, 'ping', 4, 0, 'localhost', $port)];
        },
        'bind' => function () {
            $s = socket_create(AF_INET, SOCK_DGRAM, SOL_UDP);
            $r = socket_bind($s, 'localhost', 0);
            socket_getsockname($s, $a, $p);
            return [$r, $a];
        },
    ];
    foreach ($calls as $name => $call) {
        $before = $ticks;
        $result = $call();
        echo $name, ': ', json_encode($result), ', ticker ran during the call: ',
            var_export($ticks > $before, true), "\n";
    }
    $from = '';
    $n = socket_recvfrom($rx, $buf, 16, 0, $from, $fromPort);
    echo "received $buf from $from\n";
    $done = true;
});
await($worker);
await($ticker);
?>
--EXPECT--
connect: [true,"127.0.0.1:port"], ticker ran during the call: true
connect AF_INET6: [true,"::ffff:127.0.0.1:port"], ticker ran during the call: true
sendto: [4], ticker ran during the call: true
bind: [true,"127.0.0.1"], ticker ran during the call: true
received ping from 127.0.0.1
