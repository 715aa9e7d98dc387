--TEST--
Channel: disposing the owning scope closes the channel with SCOPE_DISPOSED
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Channel, ChannelException, Scope};
use function Async\{spawn, await, suspend};

$scope = new Scope();
$holder = new stdClass();
$task = $scope->spawn(function () use ($holder) {
    $holder->ch = new Channel(2);
    $holder->ch->send("buffered");
});
await($task);
$waiter = spawn(function () use ($holder) {
    echo $holder->ch->recv(), "\n";
    try {
        $holder->ch->recv();
    } catch (ChannelException $e) {
        echo "waiter: ", $e->getMessage(), " / ", $e->reason->name, "\n";
    }
});
suspend();
$scope->dispose();
await($waiter);
var_dump($holder->ch->isClosed());
try { $holder->ch->send(1); } catch (ChannelException $e) { echo $e->reason->value, "\n"; }
// a channel created outside that scope is not affected
$other = new Channel(1);
$scope2 = new Scope();
$scope2->dispose();
var_dump($other->isClosed());
?>
--EXPECT--
buffered
waiter: Channel closed: owner scope disposed / SCOPE_DISPOSED
bool(true)
scope disposed
bool(false)
