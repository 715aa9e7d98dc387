--TEST--
Unhandled coroutine exception delivered to main and not caught there: reported as uncaught, finally blocks and shutdown functions still run
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
        delay(1000);
        echo "A never\n";
    } finally {
        echo "A finally\n";
    }
});
spawn(function () {
    suspend();
    throw new RuntimeException("bad thing");
});
delay(500);
echo "main never\n";
?>
--EXPECTF--
Fatal error: Uncaught RuntimeException: bad thing in %s:%d
Stack trace:
#0 [internal function]: {closure}()
#1 %s(%d): Async\spawn()
#2 {main}
  thrown in %s on line %d
A finally
shutdown function
