--TEST--
A fatal error inside a coroutine: main's and the other coroutines' output buffers are flushed, as PHP flushes the script's; the shutdown functions write into main's
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, suspend};

register_shutdown_function(function () { echo "shutdown function\n"; });
ob_start();
echo "main buffered\n";
spawn(function () {
    ob_start();
    echo "A buffered\n";
    suspend();
    echo "A never resumed\n";
});
spawn(function () {
    ob_start();
    echo "B buffered\n";
    trigger_error("boom", E_USER_ERROR);
});
delay(1000);
echo "main never\n";
?>
--EXPECTF--
B buffered

Fatal error: boom in %s on line %d
A buffered
main buffered
shutdown function
