--TEST--
Coroutine::cancel() accepts only ?Async\AsyncCancellation; anything else is a TypeError and cancels nothing
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await};

$c = spawn(fn () => 'ran');
foreach ([new Exception('x'), new Error('y'), new Cancellation('z'), 'string', 1] as $arg) {
    try {
        $c->cancel($arg);
    } catch (TypeError $e) {
        echo $e->getMessage(), "\n";
    }
}
var_dump($c->isCancellationRequested());
var_dump(await($c));
?>
--EXPECT--
Async\Coroutine::cancel(): Argument #1 ($cancellation) must be of type ?Async\AsyncCancellation, Exception given
Async\Coroutine::cancel(): Argument #1 ($cancellation) must be of type ?Async\AsyncCancellation, Error given
Async\Coroutine::cancel(): Argument #1 ($cancellation) must be of type ?Async\AsyncCancellation, Cancellation given
Async\Coroutine::cancel(): Argument #1 ($cancellation) must be of type ?Async\AsyncCancellation, string given
Async\Coroutine::cancel(): Argument #1 ($cancellation) must be of type ?Async\AsyncCancellation, int given
bool(false)
string(3) "ran"
