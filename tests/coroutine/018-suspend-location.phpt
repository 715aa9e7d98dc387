--TEST--
Coroutine::getSuspendFileAndLine()/getSuspendLocation(): the line where the coroutine is suspended, [null, 0] / "unknown" otherwise
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay, suspend, current_coroutine};

function nap() {
    delay(30);
}
function show($co) {
    [$file, $line] = $co->getSuspendFileAndLine();
    echo basename($file), ' ', $line, ' ', basename($co->getSuspendLocation()), "\n";
}

$main = current_coroutine();
$c = spawn(function () use ($main) {
    var_dump(current_coroutine()->getSuspendLocation());   // running
    show($main);                                           // main waits in suspend()
    nap();
});
var_dump($c->getSuspendFileAndLine(), $c->getSuspendLocation());  // not started
suspend();
show($c);
await($c);
var_dump($c->getSuspendFileAndLine(), $c->getSuspendLocation());  // finished
?>
--EXPECT--
array(2) {
  [0]=>
  NULL
  [1]=>
  int(0)
}
string(7) "unknown"
string(7) "unknown"
018-suspend-location.php 19 018-suspend-location.php:19
018-suspend-location.php 5 018-suspend-location.php:5
array(2) {
  [0]=>
  NULL
  [1]=>
  int(0)
}
string(7) "unknown"
