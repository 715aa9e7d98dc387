--TEST--
await() rethrows the exception the coroutine failed with: the very same object
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

$thrown = null;
$c = spawn(function () use (&$thrown) {
    delay(10);
    $thrown = new DomainException("bad value", 7);
    throw $thrown;
});
try {
    await($c);
    echo "not reached\n";
} catch (DomainException $e) {
    echo get_class($e), ": ", $e->getMessage(), " (", $e->getCode(), ")\n";
    var_dump($e === $thrown);
    var_dump($e === $c->getException());
}
var_dump($c->getResult());
?>
--EXPECT--
DomainException: bad value (7)
bool(true)
bool(true)
NULL
