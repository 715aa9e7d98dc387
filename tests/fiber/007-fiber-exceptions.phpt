--TEST--
Fiber::throw() into a fiber inside a coroutine, and an exception escaping a fiber fails the coroutine
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

$c = spawn(function () {
    $f = new Fiber(function () {
        try {
            Fiber::suspend(1);
        } catch (LogicException $e) {
            echo "fiber caught: ", $e->getMessage(), "\n";
            delay(5);
            return "r";
        }
    });
    $f->start();
    $f->throw(new LogicException("thrown in"));
    return $f->getReturn();
});
var_dump(await($c));

$c = spawn(function () {
    $f = new Fiber(function () {
        delay(5);
        throw new DomainException("from fiber");
    });
    $f->start();
    echo "never\n";
});
try {
    await($c);
} catch (DomainException $e) {
    echo "main caught: ", $e->getMessage(), "\n";
}
?>
--EXPECT--
fiber caught: thrown in
string(1) "r"
main caught: from fiber
