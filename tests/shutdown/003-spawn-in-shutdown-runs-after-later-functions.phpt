--TEST--
A coroutine spawned (and not awaited) in a shutdown function runs after the remaining shutdown functions
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay};

register_shutdown_function(function () {
    echo "shutdown 1\n";
    spawn(function () {
        echo "coroutine from shutdown 1\n";
        delay(5);
        echo "coroutine from shutdown 1 end\n";
    });
});
register_shutdown_function(function () {
    echo "shutdown 2\n";
});
echo "main end\n";
?>
--EXPECT--
main end
shutdown 1
shutdown 2
coroutine from shutdown 1
coroutine from shutdown 1 end
