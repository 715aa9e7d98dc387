--TEST--
A fatal error in main ends the script: the other coroutines are cancelled (their finally blocks run) before the shutdown functions, instead of running on
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, suspend};

register_shutdown_function(function () { echo "shutdown function\n"; });
spawn(function () {
    try {
        while (true) {
            delay(5);
        }
    } finally {
        echo "worker finally\n";
    }
});
suspend();
trigger_error("main cannot go on", E_USER_ERROR);
?>
--EXPECTF--
Fatal error: main cannot go on in %s on line %d
worker finally
shutdown function
--XLEAK--
The request ends in a fatal error: PHP does not free what was live at a bailout.
