--TEST--
Coroutines spawned by callbacks and still running when the iteration ends are cancelled (cancelPending true) or awaited (false)
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{iterate, spawn, delay};

foreach ([true, false] as $cancelPending) {
    $log = [];
    iterate([1], function () use (&$log) {
        spawn(function () use (&$log) {
            try { delay(20); $log[] = 'child finished'; } catch (Async\AsyncCancellation $e) { $log[] = 'child cancelled'; }
        });
    }, 0, $cancelPending);
    echo var_export($cancelPending, true), ': ', implode(', ', $log), "\n";
}
?>
--EXPECT--
true: child cancelled
false: child finished
