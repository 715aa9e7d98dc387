--TEST--
Channel: a value meets a waiting receiver directly, never through the buffer
--EXTENSIONS--
async
--FILE--
<?php
use Async\Channel;
use function Async\{spawn, await, suspend};

// A value sent to a buffered channel with a receiver waiting goes to that
// receiver, not into the buffer: the buffer stays empty and a later value
// cannot overtake it.
$ch = new Channel(2);
$r = spawn(function () use ($ch) { return $ch->recv(); });
suspend();
$ch->send("first");
var_dump(count($ch));
$ch->send("second");
var_dump(count($ch), await($r), $ch->recv());
// the same through recvAsync(): the Future is completed at once
$f = $ch->recvAsync();
var_dump($f->isCompleted());
$ch->send("to future");
var_dump($f->isCompleted(), count($ch), $f->await());
?>
--EXPECT--
int(0)
int(1)
string(5) "first"
string(6) "second"
bool(false)
bool(true)
int(0)
string(9) "to future"
