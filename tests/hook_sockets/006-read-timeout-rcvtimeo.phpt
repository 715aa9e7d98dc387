--TEST--
SO_RCVTIMEO ends a cooperative socket_read() as it ends PHP's blocking one: false, EAGAIN in socket_last_error(), no warning; other coroutines ran meanwhile
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
socket_set_option($a, SOL_SOCKET, SO_RCVTIMEO, ['sec' => 0, 'usec' => 100000]);

// The ticker counts only after a delay() ended: a count that grew during
// the read proves the read did not block the process.
$ticks = 0;
$reading = true;
$ticker = spawn(function () use (&$ticks, &$reading) {
    while ($reading) {
        delay(5);
        $ticks++;
    }
});

$before = $ticks;
$start = hrtime(true);
var_dump(socket_read($a, 100));
$elapsed = (hrtime(true) - $start) / 1e6;
$reading = false;
var_dump(socket_last_error($a), socket_last_error(), $elapsed >= 95);
echo $ticks > $before ? "the ticker ran\n" : "the ticker starved\n";
await($ticker);

// Data within the timeout is read as usual.
spawn(function () use ($b) {
    delay(20);
    socket_write($b, "in time");
});
var_dump(socket_read($a, 100));
?>
--EXPECT--
bool(false)
int(11)
int(11)
bool(true)
the ticker ran
string(7) "in time"
