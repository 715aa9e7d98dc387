--TEST--
Future::map(): the callback gets the value and its return value completes the new Future; it runs as a microtask, never inline, also on a Future that is already completed; chains work
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Future, FutureState};
use function Async\{spawn, delay};

$done = Future::completed(20)->map(function ($v) { echo "map runs\n"; return $v * 2; });
echo "after map()\n";
var_dump($done->await());

$state = new FutureState();
$chain = (new Future($state))->map(fn ($v) => $v + 1)->map(fn ($v) => "value $v");
spawn(function () use ($state) { delay(5); echo "completing\n"; $state->complete(1); echo "completed\n"; });
var_dump($chain->isCompleted(), $chain->await(), $chain->isCompleted());
var_dump(Future::completed()->map(function () {})->await());
?>
--EXPECT--
after map()
map runs
int(40)
completing
completed
bool(false)
string(7) "value 2"
bool(true)
NULL
