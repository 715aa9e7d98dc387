--TEST--
Channel: close() drains buffered values, wakes blocked senders and receivers, closing twice is a no-op
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Channel, ChannelException, ChannelCloseReason};
use function Async\{spawn, await, suspend};

$ch = new Channel(3);
$ch->send(1);
$ch->send(2);
$ch->close();
$ch->close(); // closing twice does nothing
var_dump($ch->isClosed(), count($ch));
try { $ch->send(3); } catch (ChannelException $e) { echo "send: ", $e->getMessage(), " / ", $e->reason->value, "\n"; }
var_dump($ch->sendAsync(3));
var_dump($ch->recv(), $ch->recv());
try { $ch->recv(); } catch (ChannelException $e) { echo "recv: ", $e->getMessage(), " / ", var_export($e->reason === ChannelCloseReason::EXPLICIT, true), "\n"; }
var_dump(ChannelException::class, get_parent_class(ChannelException::class));

// blocked senders and receivers are woken with the exception
$r = new Channel();
$waiters = [];
foreach (['recv', 'recv'] as $i => $op) {
    $waiters[] = spawn(function () use ($r, $i) {
        try { $r->recv(); } catch (ChannelException $e) { echo "receiver $i: ", $e->getMessage(), "\n"; }
    });
}
$s = new Channel();
foreach ([1, 2] as $i) {
    $waiters[] = spawn(function () use ($s, $i) {
        try { $s->send($i); } catch (ChannelException $e) { echo "sender $i: ", $e->getMessage(), "\n"; }
    });
}
suspend();
$r->close();
$s->close();
foreach ($waiters as $w) await($w);
var_dump(count($s));
?>
--EXPECT--
bool(true)
int(2)
send: Channel is closed / explicit
bool(false)
int(1)
int(2)
recv: Channel is closed / true
string(22) "Async\ChannelException"
string(20) "Async\AsyncException"
receiver 0: Channel is closed
receiver 1: Channel is closed
sender 1: Channel is closed
sender 2: Channel is closed
int(0)
