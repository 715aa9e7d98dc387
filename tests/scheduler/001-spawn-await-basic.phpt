--TEST--
spawn() queues a coroutine; await() runs it and returns its result
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

echo "start\n";
$c = spawn(function ($x) {
    echo "in coroutine $x\n";
    delay(10);
    echo "after delay\n";
    return $x * 2;
}, 21);
echo "spawned\n";
var_dump(await($c));
echo "end\n";
?>
--EXPECT--
start
spawned
in coroutine 21
after delay
int(42)
end
