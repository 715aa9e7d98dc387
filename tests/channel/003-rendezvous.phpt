--TEST--
Channel: rendezvous send waits for a receiver; sendAsync hands over or parks one value
--EXTENSIONS--
async
--FILE--
<?php
use Async\Channel;
use function Async\{spawn, await, suspend};

$ch = new Channel();
$sender = spawn(function () use ($ch) {
    echo "send start\n";
    $ch->send("hello");
    echo "send returned\n";
});
suspend();
echo "sender is parked: ", var_export($sender->isCompleted(), true), ", count ", count($ch), ", full ", var_export($ch->isFull(), true), "\n";
echo "recv: ", $ch->recv(), "\n";
await($sender);
// sendAsync on a rendezvous channel: a waiting receiver takes it directly
$r = spawn(fn () => $ch->recv());
suspend();
var_dump($ch->sendAsync("direct"), await($r));
// with nobody waiting the single slot parks one value (as TrueAsync does)
var_dump($ch->sendAsync("parked"), $ch->sendAsync("refused"), count($ch), $ch->recv(), count($ch));
?>
--EXPECT--
send start
sender is parked: false, count 1, full true
recv: hello
send returned
bool(true)
string(6) "direct"
bool(true)
bool(false)
int(1)
string(6) "parked"
int(0)
