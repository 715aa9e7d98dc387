--TEST--
map(), catch() and finally() callbacks run in a coroutine of their own, so they may suspend: await and delay inside them work
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Future, FutureState};
use function Async\{spawn, await, delay};

$inner = new FutureState();
spawn(function () use ($inner) { delay(5); $inner->complete(' world'); });
$mapped = Future::completed('hello')->map(function ($v) use ($inner) {
    delay(1);
    return $v . await(new Future($inner));
});
$logged = $mapped->finally(function () { delay(1); echo "finally after a delay\n"; });
var_dump($logged->await());
?>
--EXPECT--
finally after a delay
string(11) "hello world"
