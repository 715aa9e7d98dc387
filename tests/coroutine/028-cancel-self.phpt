--TEST--
A coroutine cancelling itself keeps running until its next suspension point, where the cancellation is thrown
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, suspend, current_coroutine};

$c = spawn(function () {
    $self = current_coroutine();
    $self->cancel(new Async\AsyncCancellation('self-cancel'));
    echo "still running, requested=", var_export($self->isCancellationRequested(), true), "\n";
    try {
        suspend();
        echo "not reached\n";
    } catch (Async\AsyncCancellation $e) {
        echo "caught: ", $e->getMessage(), "\n";
    }
    suspend();
    echo "next suspension is normal\n";
    return 'survived';
});
var_dump(await($c));

$d = spawn(function () {
    current_coroutine()->cancel();
    suspend();
    echo "not reached\n";
});
try {
    await($d);
} catch (Async\AsyncCancellation $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
var_dump($d->isCancelled());
?>
--EXPECT--
still running, requested=true
caught: self-cancel
next suspension is normal
string(8) "survived"
Async\AsyncCancellation: Coroutine cancelled
bool(true)
