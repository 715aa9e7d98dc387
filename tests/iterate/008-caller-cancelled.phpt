--TEST--
Cancelling the coroutine that waits in iterate() cancels the callbacks (they run in a child scope) and iterate() throws the cancellation
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, iterate, delay, await};

$log = [];
$caller = spawn(function () use (&$log) {
    try {
        iterate([1, 2], function ($v) use (&$log) {
            try { delay(1000); } catch (Async\AsyncCancellation $e) { $log[] = "callback $v cancelled"; throw $e; }
        });
    } catch (Async\AsyncCancellation $e) {
        $log[] = 'iterate threw ' . get_class($e);
        throw $e;
    }
});
delay(10);
$caller->cancel();
try { await($caller); } catch (Async\AsyncCancellation $e) {}
delay(10);
echo implode("\n", $log), "\n";
?>
--EXPECT--
iterate threw Async\AsyncCancellation
callback 1 cancelled
callback 2 cancelled
