--TEST--
A coroutine whose Coroutine object is discarded at once still runs to completion, also across gc_collect_cycles()
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, suspend};

spawn(function () {
    $data = ["x" => new ArrayObject([1, 2, 3])];
    $data["self"] = &$data;
    suspend();
    gc_collect_cycles();
    delay(10);
    echo "sum ", array_sum($data["self"]["x"]->getArrayCopy()), "\n";
});
suspend();
var_dump(gc_collect_cycles());
echo "main end\n";
?>
--EXPECT--
int(0)
main end
sum 6
