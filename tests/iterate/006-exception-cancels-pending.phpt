--TEST--
A callback that throws stops iterate(); with cancelPending (the default) the callbacks still running are cancelled, then the exception is rethrown
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{iterate, delay};

$log = [];
try {
    iterate(range(1, 10), function ($v) use (&$log) {
        if ($v === 2) {
            delay(5);
            throw new RuntimeException("failed on $v");
        }
        try {
            delay(50);
            $log[] = "finished $v";
        } catch (Async\AsyncCancellation $e) {
            $log[] = "cancelled $v: " . $e->getMessage();
            throw $e;
        }
    }, 3);
} catch (RuntimeException $e) {
    $log[] = 'caught ' . $e->getMessage();
}
echo implode("\n", $log), "\n";
?>
--EXPECT--
cancelled 1: Cancellation of pending coroutines after iterator completion
cancelled 3: Cancellation of pending coroutines after iterator completion
caught failed on 2
