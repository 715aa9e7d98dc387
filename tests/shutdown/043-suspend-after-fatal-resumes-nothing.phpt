--TEST--
After a fatal error in a coroutine, a shutdown function may suspend (and await a coroutine it starts): no coroutine that was alive at the fatal error is resumed or started
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, suspend, await};

register_shutdown_function(function () {
    echo "shutdown function\n";
    delay(50);
    echo "after delay: ", await(spawn(fn() => "new coroutine ran")), "\n";
});
spawn(function () {
    try {
        delay(20);
        echo "waiting one resumed\n";
    } finally {
        echo "waiting one finally\n";
    }
});
spawn(function () {
    suspend();
    echo "ready one resumed\n";
});
spawn(function () { trigger_error("boom", E_USER_ERROR); });
spawn(function () { echo "queued one started\n"; });
delay(1000);
echo "main never\n";
?>
--EXPECTF--
Fatal error: boom in %s on line %d
shutdown function
after delay: new coroutine ran
