--TEST--
exit("message") inside a coroutine prints the message and ends the script; the main script stops too
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await};

register_shutdown_function(function () {
    echo "\nshutdown function\n";
});

$c = spawn(function () {
    exit("bye from coroutine");
});
await($c);
echo "main never\n";
?>
--EXPECT--
bye from coroutine
shutdown function
