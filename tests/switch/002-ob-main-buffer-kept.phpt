--TEST--
main's output buffer stays main's while coroutines run, and comes back when main resumes
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await};

ob_start();
echo "main buffered\n";
$c = spawn(function () {
    echo "coroutine level ", ob_get_level(), "\n";
});
await($c);
echo "main level ", ob_get_level(), "\n";
$main = ob_get_clean();
echo "main captured: ", json_encode($main), "\n";
?>
--EXPECT--
coroutine level 0
main captured: "main buffered\nmain level 1\n"
