--TEST--
After exit() in main cancelled the pending coroutines, a coroutine spawned by a shutdown function still runs
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, suspend};

register_shutdown_function(function () {
    echo "shutdown function\n";
    spawn(function () {
        delay(5);
        echo "coroutine from shutdown function\n";
    });
});
spawn(function () {
    try {
        delay(1000);
    } finally {
        echo "pending finally\n";
    }
});
suspend();
exit(1);
?>
--EXPECT--
pending finally
shutdown function
coroutine from shutdown function
