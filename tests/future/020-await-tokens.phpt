--TEST--
Future::await() and await() take a cancellation token; a Future is accepted as a token by await(), timeout()-bounded waits and Scope::awaitCompletion()
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Future, FutureState, Scope};
use function Async\{spawn, await, delay, timeout};

$pending = (new Future(new FutureState()))->ignore();
try { $pending->await(timeout(10)); } catch (Async\OperationCanceledException $e) { echo get_class($e->getPrevious()), "\n"; }

$token = new FutureState();
spawn(function () use ($token) { delay(5); $token->complete('go'); });
try { await($pending, new Future($token)); } catch (Async\OperationCanceledException $e) { echo $e->getMessage(), "\n"; }

$scope = new Scope();
$scope->spawn(fn () => delay(1000));
$stop = new FutureState();
spawn(function () use ($stop) { delay(5); $stop->error(new Exception('enough')); });
try { $scope->awaitCompletion(new Future($stop)); } catch (Async\OperationCanceledException $e) { echo $e->getMessage(), ' / ', $e->getPrevious()->getMessage(), "\n"; }
$scope->cancel();

var_dump(Future::completed('now')->await(timeout(10)));
?>
--EXPECT--
Async\TimeoutException
Operation has been cancelled
Operation has been cancelled / enough
string(3) "now"
