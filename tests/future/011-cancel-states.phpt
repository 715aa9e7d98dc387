--TEST--
Future::isCancelled() is true for a failure with an AsyncCancellation (however it came); cancelling a derived Future before its callback runs means the callback never runs
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Future, FutureState, AsyncCancellation};

$state = new FutureState();
$future = new Future($state);
$state->error(new AsyncCancellation('by the producer'));
var_dump($future->isCancelled(), $future->isCompleted());
try { $future->await(); } catch (AsyncCancellation $e) { echo $e->getMessage(), "\n"; }

$failed = Future::failed(new Exception('plain'))->ignore();
var_dump($failed->isCancelled());

$derived = Future::completed(1)->map(function () { echo "not called\n"; });
$derived->cancel();
var_dump($derived->isCancelled());
try { $derived->await(); } catch (AsyncCancellation $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
bool(true)
bool(true)
by the producer
bool(false)
bool(true)
Future has been cancelled
