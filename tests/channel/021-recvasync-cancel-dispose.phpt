--TEST--
Channel: a cancelled recvAsync() Future leaves the queue; destroying the channel rejects pending Futures with DISPOSED
--EXTENSIONS--
async
--FILE--
<?php
use Async\Channel;
$ch = new Channel();
$f = $ch->recvAsync();
$f->cancel();
var_dump($f->isCancelled());
$ch->sendAsync("v");
var_dump($ch->recv());
$g = $ch->recvAsync();
unset($ch);
try { $g->await(); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
echo "end\n";
?>
--EXPECT--
bool(true)
string(1) "v"
Async\ChannelException: Channel disposed
end
