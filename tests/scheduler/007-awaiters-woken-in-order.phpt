--TEST--
Coroutines waiting on the same coroutine are resumed in the order they started waiting, behind already queued ones
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, suspend};

$t = spawn(function () {
    echo "T runs\n";
    suspend();
    echo "T done\n";
    return "t";
});
$w1 = spawn(function () use ($t) {
    echo "W1 waits\n";
    $v = await($t);
    echo "W1 got $v\n";
});
$w2 = spawn(function () use ($t) {
    echo "W2 waits\n";
    $v = await($t);
    echo "W2 got $v\n";
});
$x = spawn(function () {
    echo "X1\n";
    suspend();
    echo "X2\n";
    suspend();
    echo "X3\n";
});
await($w2);
echo "main resumed\n";
await($x);
?>
--EXPECT--
T runs
W1 waits
W2 waits
X1
T done
X2
W1 got t
W2 got t
X3
main resumed
