--TEST--
exit() inside a Fiber inside a coroutine ends the script like exit() in the coroutine
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
    } finally {
        echo "A finally\n";
    }
});
spawn(function () {
    $f = new Fiber(function () {
        suspend();
        echo "exit in fiber\n";
        exit(4);
    });
    $f->start();
    echo "never\n";
});
delay(500);
echo "main never\n";
?>
--EXPECT--
exit in fiber
A finally
shutdown function
