--TEST--
A cancellation that escapes the main script (here thrown at the end of protect()) ends it quietly, as it ends any coroutine: no fatal error, the other coroutines and the shutdown functions still run
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, protect, current_coroutine};

register_shutdown_function(function () {
    echo "shutdown function runs\n";
});
$main = current_coroutine();
spawn(function () use ($main) {
    $main->cancel(new Async\AsyncCancellation("stop main"));
    delay(20);
    echo "other coroutine finishes\n";
});
protect(function () {
    delay(5);
    echo "protected block done\n";
});
echo "not reached\n";
?>
--EXPECT--
protected block done
other coroutine finishes
shutdown function runs
