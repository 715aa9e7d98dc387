--TEST--
UDP ping-pong with socket_recvfrom() and socket_sendto() between coroutines: a player waiting for its pong does not hold up another player's exchange
--EXTENSIONS--
async
--SKIPIF--
<?php if (!extension_loaded('sockets')) die('skip ext/sockets is not loaded'); ?>
--FILE--
<?php
require __DIR__ . '/guard.inc';
use function Async\{spawn, await, delay};

function udp_socket(): array
{
    $s = socket_create(AF_INET, SOCK_DGRAM, SOL_UDP);
    socket_bind($s, '127.0.0.1', 0);
    socket_getsockname($s, $addr, $port);
    return [$s, $port];
}

function wait_for(bool &$flag): void
{
    while (!$flag) {
        delay(1);
    }
}

[$server, $serverPort] = udp_socket();
$log = [];
$aSent = $bGot = false;

// The server answers the second ping first, and the first only once
// the second player has its pong.
$pong = spawn(function () use ($server, &$log, &$bGot) {
    $pings = [];
    for ($i = 0; $i < 2; $i++) {
        $n = socket_recvfrom($server, $buf, 100, 0, $from, $fromPort);
        $log[] = "server got $buf ($n bytes from $from)";
        $pings[] = [$buf, $from, $fromPort];
    }
    foreach (array_reverse($pings) as $k => [$buf, $from, $fromPort]) {
        if ($k === 1) {
            wait_for($bGot);
        }
        socket_sendto($server, "pong:$buf", strlen("pong:$buf"), 0, $from, $fromPort);
    }
});

$player = function (string $name, bool &$before, bool &$after) use ($serverPort, &$log) {
    return spawn(function () use ($name, &$before, &$after, $serverPort, &$log) {
        [$s] = udp_socket();
        wait_for($before);
        socket_sendto($s, $name, strlen($name), 0, '127.0.0.1', $serverPort);
        $after = true;
        socket_recvfrom($s, $buf, 100, 0, $from, $fromPort);
        $log[] = "$name got $buf from $from:" . ($fromPort === $serverPort ? 'server' : $fromPort);
        socket_close($s);
    });
};
$go = true;
$bSent = false;
$a = $player('a', $go, $aSent);
$b = $player('b', $aSent, $bSent);
spawn(function () use (&$log, &$bGot) {
    while (!in_array('b got pong:b from 127.0.0.1:server', $log, true)) {
        delay(1);
    }
    $bGot = true;
});
await($a);
await($b);
await($pong);
echo implode("\n", $log), "\n";
?>
--EXPECT--
server got a (1 bytes from 127.0.0.1)
server got b (1 bytes from 127.0.0.1)
b got pong:b from 127.0.0.1:server
a got pong:a from 127.0.0.1:server
