--TEST--
getAwaitingInfo() of FutureState and Future: one string naming the state and whether it is pending or completed
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Future, FutureState};

$state = new FutureState();
$future = (new Future($state))->ignore();
var_dump($state->getAwaitingInfo(), $future->getAwaitingInfo());
$state->complete(null);
var_dump($future->getAwaitingInfo());
?>
--EXPECT--
array(1) {
  [0]=>
  string(20) "FutureState(pending)"
}
array(1) {
  [0]=>
  string(20) "FutureState(pending)"
}
array(1) {
  [0]=>
  string(22) "FutureState(completed)"
}
