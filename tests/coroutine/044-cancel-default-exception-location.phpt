--TEST--
Coroutine::cancel() without an argument: the default AsyncCancellation points at the cancel() call, whether or not the coroutine had started
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, suspend};

$queued = spawn(fn () => 1);
$queued->cancel();
$waiting = spawn(fn () => delay(500));
suspend();
$waiting->cancel();
suspend();
foreach ([$queued, $waiting] as $c) {
    $e = $c->getException();
    echo get_class($e), ' ', basename($e->getFile()), ':', $e->getLine(), "\n";
}
?>
--EXPECT--
Async\AsyncCancellation 044-cancel-default-exception-location.php:5
Async\AsyncCancellation 044-cancel-default-exception-location.php:8
