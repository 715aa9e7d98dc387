--TEST--
Futures work in the await_*() family and as cancellation tokens
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Future, FutureState};
use function Async\{spawn, await, await_all, await_any_or_fail, delay};

$a = new FutureState(); $b = new FutureState();
spawn(function () use ($a, $b) { delay(20); $b->complete('b'); delay(20); $a->complete('a'); });
var_dump(await_any_or_fail([new Future($a), new Future($b)]));
[$results] = await_all(['x' => new Future($a), 'y' => Future::completed('y')]);
var_dump($results);

$token = new FutureState();
spawn(function () use ($token) { delay(10); $token->error(new Exception('stop')); });
try {
    await(spawn(fn () => delay(1000)), new Future($token));
} catch (Async\OperationCanceledException $e) {
    echo $e->getMessage(), " / ", $e->getPrevious()->getMessage(), "\n";
}
?>
--EXPECT--
string(1) "b"
array(2) {
  ["x"]=>
  string(1) "a"
  ["y"]=>
  string(1) "y"
}
Operation has been cancelled / stop
