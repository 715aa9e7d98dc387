--TEST--
A coroutine spawned by a coroutine is queued behind the coroutines already waiting to run
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, suspend, await};

$a = spawn(function () {
    echo "A\n";
    spawn(function () {
        echo "A's child\n";
        spawn(function () {
            echo "A's grandchild\n";
        });
    });
    echo "A end\n";
});
spawn(function () {
    echo "B\n";
});
spawn(function () {
    echo "C\n";
});
suspend();
echo "main\n";
suspend();
echo "main again\n";
?>
--EXPECT--
A
A end
B
C
main
A's child
main again
A's grandchild
