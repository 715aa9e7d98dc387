--TEST--
Minimal Future: FutureState completes or fails it, await() and Future::await() return or throw, completed()/failed()
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Future, FutureState};
use function Async\{spawn, await, delay};

$state = new FutureState();
$future = new Future($state);
spawn(function () use ($state) { delay(10); $state->complete(['answer' => 42]); });
var_dump($future->isCompleted(), await($future), $future->await(), $state->isCompleted());

$state = new FutureState();
$future = new Future($state);
spawn(fn () => $state->error(new RuntimeException('boom')));
try { $future->await(); } catch (RuntimeException $e) { echo "caught ", $e->getMessage(), "\n"; }

var_dump(Future::completed('done')->await(), Future::completed()->await());
try { await(Future::failed(new LogicException('bad'))); } catch (LogicException $e) { echo "caught ", $e->getMessage(), "\n"; }

try { $state->complete(1); } catch (Async\AsyncException $e) { echo $e->getMessage(), "\n"; }
var_dump($future->ignore() === $future);
?>
--EXPECTF--
bool(false)
array(1) {
  ["answer"]=>
  int(42)
}
array(1) {
  ["answer"]=>
  int(42)
}
bool(true)
caught boom
string(4) "done"
NULL
caught bad
FutureState is already completed at %s001-future-basics.php:12
bool(true)
