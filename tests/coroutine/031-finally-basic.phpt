--TEST--
Coroutine::finally(): handlers run in registration order after completion, receive the coroutine, and run before other queued coroutines
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, suspend};

$c = spawn(function () {
    echo "c body\n";
    suspend();
    echo "c end\n";
    return 7;
});
$c->finally(function ($co) use ($c) {
    echo "f1: same=", var_export($co === $c, true), " completed=", var_export($co->isCompleted(), true), " result=", $co->getResult(), "\n";
});
$c->finally(function () {
    echo "f2\n";
});
$other = spawn(function () {
    echo "other body\n";
    suspend();
    echo "other end\n";
});
await($c);
echo "main resumed\n";
await($other);
?>
--EXPECT--
c body
other body
c end
f1: same=true completed=true result=7
f2
other end
main resumed
