--TEST--
Coroutine::getResult(): null until finished, then the return value (null for a failed or cancelled coroutine)
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, suspend};

$obj = new stdClass;
$c = spawn(function () use ($obj) {
    suspend();
    return ['v' => 42, 'o' => $obj];
});
var_dump($c->getResult());       // not started
suspend();
var_dump($c->getResult());       // suspended
await($c);
$r = $c->getResult();
var_dump($r['v'], $r['o'] === $obj);
var_dump($c->getResult() === $c->getResult());

$f = spawn(function () { throw new RuntimeException('x'); });
try { await($f); } catch (RuntimeException $e) {}
var_dump($f->getResult());

$n = spawn(fn () => 'never');
$n->cancel();
suspend();
var_dump($n->getResult());
?>
--EXPECT--
NULL
NULL
int(42)
bool(true)
bool(true)
NULL
NULL
