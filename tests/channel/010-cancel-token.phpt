--TEST--
Channel: a cancellation token cancels a blocked send/recv; the cancelled value is not delivered; wrong token types
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Channel, OperationCanceledException, TimeoutException};
use function Async\{spawn, await, timeout};

$ch = new Channel();
try {
    $ch->recv(timeout(10));
} catch (OperationCanceledException $e) {
    echo "recv: ", get_class($e), " / ", get_class($e->getPrevious()), "\n";
}
try {
    $ch->send("lost", timeout(10));
} catch (OperationCanceledException $e) {
    echo "send: ", get_class($e), "\n";
}
// the cancelled value was not delivered, and the channel still works
var_dump(count($ch), $ch->sendAsync("x"), $ch->recv());
$late = spawn(fn () => $ch->recv());
$ch->send("after");
var_dump(await($late));
// a token that already fired cancels at once
$t = timeout(1);
Async\delay(5);
try { $ch->recv($t); } catch (OperationCanceledException $e) { echo "fired token: ", $e->getMessage(), "\n"; }
// not a usable token
try { $ch->recv(new stdClass()); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { $ch->send(1, "nope"); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
recv: Async\OperationCanceledException / Async\TimeoutException
send: Async\OperationCanceledException
int(0)
bool(true)
string(1) "x"
string(5) "after"
fired token: Operation has been cancelled
Async\Channel::recv(): Argument #1 ($cancellationToken) must be of type ?Async\Completable, stdClass given
Async\Channel::send(): Argument #2 ($cancellationToken) must be of type ?Async\Completable, string given
