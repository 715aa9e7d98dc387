--TEST--
ob_start() in one coroutine never captures another coroutine's or main's output
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, suspend};

$a = spawn(function () {
    ob_start();
    echo "A buffered 1\n";
    suspend();
    echo "A buffered 2\n";
    suspend();
    return ob_get_clean();
});
$b = spawn(function () {
    echo "B direct\n";
    suspend();
    echo "B direct again\n";
});
suspend();
echo "main direct\n";
$captured = await($a);
await($b);
echo "captured by A: ", json_encode($captured), "\n";
var_dump(ob_get_level());
?>
--EXPECT--
B direct
main direct
B direct again
captured by A: "A buffered 1\nA buffered 2\n"
int(0)
