--TEST--
Coroutine::getException(): null until finished and on success; the very object thrown when it failed; AsyncCancellation when cancelled
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, suspend};

$f = spawn(function () {
    suspend();
    throw new DomainException('bad thing');
});
var_dump($f->getException());   // not started
suspend();
var_dump($f->getException());   // suspended
try {
    await($f);
} catch (DomainException $caught) {
}
var_dump($f->getException() === $caught, $f->getException()->getMessage());

$ok = spawn(fn () => 1);
await($ok);
var_dump($ok->getException());

$n = spawn(fn () => 1);
$n->cancel();
suspend();
$e = $n->getException();
var_dump(get_class($e), $e->getMessage());
?>
--EXPECT--
NULL
NULL
bool(true)
string(9) "bad thing"
NULL
string(23) "Async\AsyncCancellation"
string(19) "Coroutine cancelled"
