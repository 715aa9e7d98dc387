--TEST--
Channel: recvAsync() returns a Future; a dropped Future takes nothing; close rejects it
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Channel, ChannelException, Future};
use function Async\{spawn, await, delay};

$ch = new Channel(1);
$ch->send("ready");
$f = $ch->recvAsync();
var_dump($f instanceof Future, $f->isCompleted(), await($f));

$f1 = $ch->recvAsync();
$f2 = $ch->recvAsync();
spawn(function () use ($ch) { delay(5); $ch->send("a"); $ch->send("b"); });
var_dump(await($f1), await($f2));

// a dropped Future does not take a value (ignore(): dropping it unused is
// deliberate here, so no "never used" warning)
$dropped = $ch->recvAsync()->ignore();
unset($dropped);
$ch->send("kept");
var_dump($ch->recv());

$pending = $ch->recvAsync();
$ch->close();
try { await($pending); } catch (ChannelException $e) { echo "pending: ", $e->getMessage(), "\n"; }
try { await($ch->recvAsync()); } catch (ChannelException $e) { echo "closed: ", $e->getMessage(), " ", $e->reason->name, "\n"; }
?>
--EXPECT--
bool(true)
bool(true)
string(5) "ready"
string(1) "a"
string(1) "b"
string(4) "kept"
pending: Channel is closed
closed: Channel is closed EXPLICIT
