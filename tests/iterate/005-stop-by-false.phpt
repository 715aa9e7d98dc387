--TEST--
A callback returning false stops iterate(): no new callback starts, those already running finish
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{iterate, delay};

$log = [];
iterate(range(1, 10), function ($v) use (&$log) {
    if ($v === 3) {
        $log[] = "stop at 3";
        return false;
    }
    delay(10);
    $log[] = "finished $v";
}, 4);
echo implode("\n", $log), "\n";
?>
--EXPECT--
stop at 3
finished 1
finished 2
finished 4
