--TEST--
Callbacks attached to one Future run in the order they were attached, after the code that settled it has gone on; a deep chain settles in one go
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Future, FutureState};
use function Async\spawn;

$state = new FutureState();
$future = new Future($state);
$a = $future->map(function ($v) { echo "map $v\n"; });
$b = $future->finally(function () { echo "finally\n"; });
$c = $future->catch(function () { echo "not called\n"; });
spawn(function () use ($state) { $state->complete(7); echo "settled\n"; });
Async\await_all([$a, $b, $c]);

$tail = Future::completed(0);
for ($i = 0; $i < 10000; $i++) {
    $tail = $tail->map(fn ($v) => $v + 1);
}
var_dump($tail->await());
?>
--EXPECT--
settled
map 7
finally
int(10000)
