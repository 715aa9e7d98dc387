--TEST--
A fatal error inside a Fiber inside a coroutine ends the script; other coroutines are not resumed
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, suspend};

register_shutdown_function(function () {
    echo "shutdown function\n";
});
spawn(function () {
    $f = new Fiber(function () {
        suspend();
        trigger_error("fatal in fiber", E_USER_ERROR);
    });
    $f->start();
    echo "never\n";
});
spawn(function () {
    try {
        suspend();
        suspend();
        echo "never resumed\n";
    } finally {
        echo "finally never\n";
    }
});
echo "main end\n";
?>
--EXPECTF--
main end

Fatal error: fatal in fiber in %s on line %d
shutdown function
