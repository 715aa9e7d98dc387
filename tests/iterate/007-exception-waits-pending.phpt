--TEST--
With cancelPending false, a callback's exception stops new callbacks, the running ones finish, then the first exception is rethrown
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
        if ($v === 3) {
            delay(10);
            throw new RuntimeException("second failure");
        }
        delay(30);
        $log[] = "finished $v";
    }, 3, false);
} catch (RuntimeException $e) {
    $log[] = 'caught ' . $e->getMessage();
}
echo implode("\n", $log), "\n";
?>
--EXPECT--
finished 1
caught failed on 2
