--TEST--
A fatal error inside a coroutine after the script ended: main's buffer (still open) is flushed and the shutdown functions run
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay};

register_shutdown_function(function () { echo "shutdown function\n"; });
ob_start();
echo "main buffered\n";
spawn(function () {
    delay(10);
    trigger_error("boom", E_USER_ERROR);
});
?>
--EXPECTF--
Fatal error: boom in %s on line %d
main buffered
shutdown function
