--TEST--
Channel: destructors of values that use the channel while it drops them
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Channel, ChannelException, AsyncCancellation};
use function Async\{spawn, await, suspend};

// a value whose destructor uses the channel while it is being dropped
class Evil {
    function __construct(public Channel $ch, public string $what) {}
    function __destruct() {
        echo "destructor: {$this->what}\n";
        if ($this->what === 'close') {
            $this->ch->close();
        } else {
            var_dump($this->ch->sendAsync("from destructor"));
        }
    }
}

// a cancelled sender's value is destroyed after the channel is consistent
$ch = new Channel(1);
$ch->send("full");
$s = spawn(function () use ($ch) {
    try { $ch->send(new Evil($ch, 'send')); } catch (AsyncCancellation $e) { echo "cancelled\n"; }
});
suspend();
$s->cancel();
await($s);
var_dump($ch->recv(), count($ch));

// a value parked on a rendezvous channel and dropped at close()
$ch = new Channel();
$ch->sendAsync(new Evil($ch, 'close'));
$ch->close();
var_dump($ch->isClosed());

// a buffered value destroyed with the channel closes it from its destructor
$ch = new Channel(1);
$ch->send(new Evil($ch, 'close'));
unset($ch);
gc_collect_cycles();
echo "end\n";
?>
--EXPECT--
destructor: send
bool(false)
cancelled
string(4) "full"
int(0)
destructor: close
bool(true)
destructor: close
end
