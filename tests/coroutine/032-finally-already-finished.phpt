--TEST--
Coroutine::finally() on an already finished coroutine runs the handler immediately; its exception is thrown by finally()
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await};

$c = spawn(fn () => 'result');
await($c);
echo "before\n";
$c->finally(function ($co) use ($c) {
    echo "handler: same=", var_export($co === $c, true), " result=", $co->getResult(), "\n";
});
echo "after\n";
try {
    $c->finally(function () {
        throw new RuntimeException('from handler');
    });
    echo "not reached\n";
} catch (RuntimeException $e) {
    echo "caught: ", $e->getMessage(), "\n";
}
try {
    $c->finally('strlen');
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
before
handler: same=true result=result
after
caught: from handler
Async\Coroutine::finally(): Argument #1 ($callback) must be of type Closure, string given
