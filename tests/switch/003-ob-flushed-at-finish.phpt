--TEST--
buffers a coroutine leaves open are flushed when it finishes, as at the end of a script
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await};

$c = spawn(function () {
    ob_start(fn($s) => strtoupper($s));
    echo "left open\n";
});
await($c);
echo "main level ", ob_get_level(), "\n";
?>
--EXPECT--
LEFT OPEN
main level 0
