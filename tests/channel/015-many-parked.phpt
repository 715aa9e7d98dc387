--TEST--
Channel: 100000 coroutines parked on one channel and released
--EXTENSIONS--
async
--FILE--
<?php
use Async\Channel;
use function Async\{spawn, await, suspend};

ini_set('memory_limit', '-1');
// Under valgrind (USE_ZEND_ALLOC=0) and AddressSanitizer (preloaded, its
// shadow of 100k stacks does not fit the CI machine) a tenth is enough.
$checked = getenv("USE_ZEND_ALLOC") === "0" || str_contains((string) getenv("LD_PRELOAD"), "asan");
$n = $checked ? 10000 : 100000;
$ch = new Channel();
$done = new Channel($n);
for ($i = 0; $i < $n; $i++) {
    spawn(function () use ($ch, $done) { $done->send($ch->recv()); });
}
suspend();
echo "parked: ", count($ch), " ", $ch->isEmpty() ? "empty" : "not empty", "\n";
for ($i = 0; $i < $n; $i++) {
    $ch->send($i);
}
$sum = 0;
for ($i = 0; $i < $n; $i++) {
    $sum += $done->recv();
}
var_dump($sum === $n * ($n - 1) / 2);
?>
--EXPECT--
parked: 0 empty
bool(true)
