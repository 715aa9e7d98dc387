--TEST--
Fatal error (E_USER_ERROR) inside a coroutine: message, shutdown functions run, other coroutines are not resumed
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, suspend};

register_shutdown_function(function () {
    echo "shutdown function\n";
});

spawn(function () {
    try {
        echo "A start\n";
        suspend();
        echo "A never resumed\n";
    } finally {
        echo "A finally never\n";
    }
});
spawn(function () {
    echo "B start\n";
    trigger_error("boom", E_USER_ERROR);
    echo "B never\n";
});
delay(2000);
echo "main never\n";
?>
--EXPECTF--
A start
B start

Fatal error: boom in %s on line %d
shutdown function
