--TEST--
When the main script ends, every coroutine runs to completion before user shutdown functions
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, suspend};

register_shutdown_function(function () {
    echo "shutdown function\n";
});

spawn(function () {
    echo "A start\n";
    delay(50);
    echo "A end\n";
});
spawn(function () {
    echo "B start\n";
    suspend();
    echo "B end\n";
});
echo "main end\n";
?>
--EXPECT--
main end
A start
B start
B end
A end
shutdown function
