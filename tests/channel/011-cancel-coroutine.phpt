--TEST--
Channel: cancelling a coroutine parked in send/recv; the value is not delivered and the next waiter is served
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Channel, AsyncCancellation};
use function Async\{spawn, await, suspend};

// a parked sender is cancelled: its value is never delivered

$ch = new Channel();
$sender = spawn(function () use ($ch) {
    try {
        $ch->send("must not arrive");
    } catch (AsyncCancellation $e) {
        echo "sender cancelled: ", $e->getMessage(), "\n";
    }
});
suspend();
var_dump(count($ch));
$sender->cancel();
$after = spawn(fn () => $ch->send("second"));
suspend();
await($sender);
var_dump($ch->recv());
await($after);

$ch = new Channel();
$receiver = spawn(function () use ($ch) {
    try {
        return $ch->recv();
    } catch (AsyncCancellation $e) {
        echo "receiver cancelled\n";
        return "none";
    }
});
$second = spawn(fn () => $ch->recv());
suspend();
$receiver->cancel();
$ch->send("goes to the second receiver");
var_dump(await($receiver), await($second));
?>
--EXPECT--
int(1)
sender cancelled: Coroutine cancelled
string(6) "second"
receiver cancelled
string(4) "none"
string(27) "goes to the second receiver"
