--TEST--
exit() inside a coroutine spawned from a shutdown function cancels the other coroutines (finally runs)
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, suspend};

register_shutdown_function(function () {
    echo "shutdown function\n";
    spawn(function () {
        try {
            delay(1000);
            echo "S1 never\n";
        } finally {
            echo "S1 finally\n";
        }
    });
    spawn(function () {
        suspend();
        echo "S2 exits\n";
        exit(3);
    });
});
echo "main end\n";
?>
--EXPECT--
main end
shutdown function
S2 exits
S1 finally
