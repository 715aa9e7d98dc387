--TEST--
finally() on the main coroutine runs after exit() in main too (the coroutines are cancelled first)
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, current_coroutine};

current_coroutine()->finally(function () { echo "main finally\n"; });
spawn(function () {
    try {
        delay(1000);
    } finally {
        echo "worker finally\n";
    }
});
delay(1);
exit(0);
?>
--EXPECT--
main finally
worker finally
