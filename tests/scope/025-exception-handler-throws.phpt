--TEST--
An exception thrown by a scope exception handler goes to the global unhandled path (others cancelled with "Graceful shutdown", fatal report after the drain)
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\{delay, suspend, spawn};

register_shutdown_function(function () {
    echo "shutdown function\n";
});
$s = new Scope();
$s->setExceptionHandler(function (Scope $scope, Async\Coroutine $c, Throwable $e) {
    echo "handler got: ", $e->getMessage(), "\n";
    throw new LogicException("handler failed");
});
spawn(function () {
    try {
        delay(1000);
    } catch (Async\AsyncCancellation $e) {
        echo "other: ", $e->getMessage(), "\n";
    }
});
suspend();
$s->spawn(function () {
    throw new RuntimeException("boom");
});
echo "main end\n";
?>
--EXPECTF--
main end
handler got: boom
other: Graceful shutdown

Fatal error: Uncaught LogicException: handler failed in %s:%d
Stack trace:
#0 [internal function]: {closure}(Object(Async\Scope), Object(Async\Coroutine), Object(RuntimeException))
#1 {main}
  thrown in %s on line %d
shutdown function
