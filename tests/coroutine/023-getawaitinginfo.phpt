--TEST--
Coroutine::getAwaitingInfo() describes what a coroutine waits for; empty when it is not waiting
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay, suspend, timeout, current_coroutine};

$sleeper = spawn(function () { delay(400); });
$awaiter = spawn(function () use ($sleeper) { await($sleeper, timeout(2000)); });
$yielder = spawn(function () { suspend(); });
var_dump($sleeper->getAwaitingInfo());   // not started
suspend();
var_dump($sleeper->getAwaitingInfo());
var_dump($awaiter->getAwaitingInfo());
var_dump($yielder->getAwaitingInfo());
var_dump(current_coroutine()->getAwaitingInfo());   // running
await($awaiter);
var_dump($sleeper->getAwaitingInfo());   // finished
?>
--EXPECTF--
array(0) {
}
array(1) {
  [0]=>
  string(12) "timer 400 ms"
}
array(2) {
  [0]=>
  string(%d) "Coroutine #2 spawned at %s023-getawaitinginfo.php:4, suspended at %s023-getawaitinginfo.php:4 (delay)"
  [1]=>
  string(15) "timeout 2000 ms"
}
array(1) {
  [0]=>
  string(7) "suspend"
}
array(0) {
}
array(0) {
}
