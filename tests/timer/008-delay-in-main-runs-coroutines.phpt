--TEST--
While main sleeps in delay(), ready coroutines and expiring timers of others run
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay};

spawn(function () {
    echo "coroutine starts\n";
    delay(100);
    echo "coroutine wakes at ~100ms\n";
    delay(200);
    echo "coroutine wakes at ~300ms\n";
});
echo "main sleeps 200ms\n";
delay(200);
echo "main wakes at ~200ms\n";
delay(200);
echo "main wakes at ~400ms\n";
?>
--EXPECT--
main sleeps 200ms
coroutine starts
coroutine wakes at ~100ms
main wakes at ~200ms
coroutine wakes at ~300ms
main wakes at ~400ms
