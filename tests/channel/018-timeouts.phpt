--TEST--
Channel: no-producer / no-consumer timeouts, hard and soft, reset by traffic
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Channel, ChannelException};
use function Async\{spawn, await, delay};

// hard timeouts keep the loop alive and fire
$ch = new Channel(0, 20, 0, true);
$t = microtime(true);
try { $ch->recv(); } catch (ChannelException $e) { echo "recv: ", $e->getMessage(), " / ", $e->reason->name, "\n"; }
var_dump($ch->isClosed(), microtime(true) - $t >= 0.015);

$ch = new Channel(0, 0, 20, true);
try { $ch->send(1); } catch (ChannelException $e) { echo "send: ", $e->getMessage(), " / ", $e->reason->name, "\n"; }

// soft timeouts fire while something else keeps the program running
$ch = new Channel(1, 20);
$busy = spawn(fn () => delay(100));
try { $ch->recv(); } catch (ChannelException $e) { echo "soft: ", $e->reason->value, "\n"; }
await($busy);

// steady traffic never trips the timeout: it measures one starving wait
$ch = new Channel(0, 60, 60, true);
spawn(function () use ($ch) {
    for ($i = 0; $i < 4; $i++) { delay(30); $ch->send($i); }
});
$got = [];
for ($i = 0; $i < 4; $i++) $got[] = $ch->recv();
echo implode(",", $got), " closed=", var_export($ch->isClosed(), true), "\n";
?>
--EXPECT--
recv: Channel deadlock: no producers / NO_PRODUCERS
bool(true)
bool(true)
send: Channel deadlock: no consumers / NO_CONSUMERS
soft: no producers timeout
0,1,2,3 closed=false
