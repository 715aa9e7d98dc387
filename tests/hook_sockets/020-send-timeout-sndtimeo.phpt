--TEST--
SO_SNDTIMEO ends a cooperative socket_write() as it ends PHP's blocking one: what was sent so far, then EAGAIN without a warning once nothing fits
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
socket_set_option($a, SOL_SOCKET, SO_SNDTIMEO, ['sec' => 0, 'usec' => 60000]);

$ticks = 0;
$writing = true;
$ticker = spawn(function () use (&$ticks, &$writing) {
    while ($writing) {
        delay(5);
        $ticks++;
    }
});
$len = 8 << 20;
$start = hrtime(true);
$n = socket_write($a, str_repeat('x', $len));
$elapsed = (hrtime(true) - $start) / 1e6;
$writing = false;
var_dump(is_int($n) && $n > 0 && $n < $len, $elapsed >= 55, socket_last_error($a));
echo $ticks > 0 ? "the ticker ran\n" : "the ticker starved\n";

var_dump(socket_write($a, str_repeat('y', 1 << 20)), socket_last_error($a), socket_last_error());
var_dump(socket_send($a, "z", 1, 0), socket_last_error($a));
await($ticker);
?>
--EXPECT--
bool(true)
bool(true)
int(0)
the ticker ran
bool(false)
int(11)
int(11)
bool(false)
int(11)
