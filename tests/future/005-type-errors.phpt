--TEST--
FutureState and Future reject bad arguments with TypeError: a non-Throwable error, a non-FutureState, a non-callable callback, a non-Completable token
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Future, FutureState};

$state = new FutureState();
$future = new Future($state);
$future->ignore();
$tries = [
    fn () => $state->error('boom'),
    fn () => Future::failed(new stdClass()),
    fn () => new Future(new stdClass()),
    fn () => $future->map('no_such_function'),
    fn () => $future->catch(42),
    fn () => $future->finally(null),
    fn () => $future->await(new stdClass()),
    fn () => $future->cancel(new Exception('not a cancellation')),
];
foreach ($tries as $try) {
    try { $try(); echo "no error\n"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
}
var_dump($state->isCompleted());
?>
--EXPECT--
Async\FutureState::error(): Argument #1 ($throwable) must be of type Throwable, string given
Async\Future::failed(): Argument #1 ($throwable) must be of type Throwable, stdClass given
Async\Future::__construct(): Argument #1 ($state) must be of type Async\FutureState, stdClass given
Async\Future::map(): Argument #1 ($map) must be a valid callback, function "no_such_function" not found or invalid function name
Async\Future::catch(): Argument #1 ($catch) must be a valid callback, no array or string given
Async\Future::finally(): Argument #1 ($finally) must be a valid callback, no array or string given
Async\Future::await(): Argument #1 ($cancellation) must be of type ?Async\Completable, stdClass given
Async\Future::cancel(): Argument #1 ($cancellation) must be of type ?Async\AsyncCancellation, Exception given
bool(false)
