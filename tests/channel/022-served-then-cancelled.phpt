--TEST--
Channel: a receiver or sender served by the other side and then cancelled before it runs again gets the cancellation; the value it was handed is released (nothing leaks), and the channel goes on working
--EXTENSIONS--
async
--FILE--
<?php
use Async\Channel;
use function Async\{spawn, await, suspend};

class Value
{
    public function __construct(public string $name) {}
    public function __destruct() { echo "released {$this->name}\n"; }
}

$ch = new Channel();

// A receiver handed a value, cancelled before it resumes.
$receiver = spawn(function () use ($ch) {
    try {
        $v = $ch->recv();
        echo "received {$v->name}\n";
    } catch (Async\AsyncCancellation $e) {
        echo "receiver: ", $e->getMessage(), "\n";
    }
});
suspend(); // parks in recv()
$ch->send(new Value('first'));
$receiver->cancel();
await($receiver);

// A sender whose value was taken, cancelled before it resumes.
$sender = spawn(function () use ($ch) {
    try {
        $ch->send(new Value('second'));
        echo "sent\n";
    } catch (Async\AsyncCancellation $e) {
        echo "sender: ", $e->getMessage(), "\n";
    }
});
suspend(); // parks in send()
$taken = $ch->recv();
echo "took {$taken->name}\n";
$sender->cancel();
await($sender);
unset($taken);

// The channel still hands values over.
$receiver = spawn(fn () => $ch->recv()->name);
suspend();
$ch->send(new Value('third'));
echo await($receiver), "\n";
echo "done\n";
?>
--EXPECT--
receiver: Coroutine cancelled
released first
took second
sender: Coroutine cancelled
released second
released third
third
done
