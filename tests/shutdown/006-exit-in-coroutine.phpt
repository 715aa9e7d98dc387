--TEST--
exit() inside a coroutine ends the script: other coroutines' finally blocks run, then shutdown functions
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
        delay(1000);
        echo "A never\n";
    } finally {
        echo "A finally\n";
    }
});
spawn(function () {
    echo "B start\n";
    suspend();
    echo "B exits\n";
    exit(5);
    echo "B never\n";
});
delay(500);
echo "main never\n";
?>
--EXPECT--
A start
B start
B exits
A finally
shutdown function
