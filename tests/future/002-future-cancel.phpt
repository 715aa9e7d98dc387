--TEST--
Future::cancel() fails a pending Future with a cancellation and wakes its waiters; cancelling a settled one does nothing
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Future, FutureState};
use function Async\{spawn, await, delay};

$future = new Future(new FutureState());
$waiter = spawn(function () use ($future) {
    try { await($future); } catch (Async\AsyncCancellation $e) { return get_class($e) . ': ' . $e->getMessage(); }
});
delay(5);
$future->cancel();
var_dump(await($waiter), $future->isCancelled(), $future->isCompleted());
$custom = new Future(new FutureState());
$custom->cancel(new Async\AsyncCancellation('custom'));
try { $custom->await(); } catch (Async\AsyncCancellation $e) { echo $e->getMessage(), "\n"; }
$done = Future::completed(1);
$done->cancel();
var_dump($done->isCancelled(), $done->await());
?>
--EXPECT--
string(50) "Async\AsyncCancellation: Future has been cancelled"
bool(true)
bool(true)
custom
bool(false)
int(1)
