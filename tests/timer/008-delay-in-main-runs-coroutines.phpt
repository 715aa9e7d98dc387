--TEST--
While main sleeps in delay(), ready coroutines and expiring timers of others run
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay};

spawn(function () {
    echo "coroutine starts\n";
    delay(50);
    echo "coroutine wakes at ~50ms\n";
    delay(100);
    echo "coroutine wakes at ~150ms\n";
});
echo "main sleeps 100ms\n";
delay(100);
echo "main wakes at ~100ms\n";
delay(100);
echo "main wakes at ~200ms\n";
?>
--EXPECT--
main sleeps 100ms
coroutine starts
coroutine wakes at ~50ms
main wakes at ~100ms
coroutine wakes at ~150ms
main wakes at ~200ms
