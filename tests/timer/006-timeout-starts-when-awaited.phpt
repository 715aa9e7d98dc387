--TEST--
A timeout() token's timer starts when it is first awaited, not when it is created
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay, timeout};

$t = timeout(200);
delay(300); // longer than the timeout, but nobody awaits it yet
var_dump($t->isCompleted());

$c = spawn(function () {
    delay(100);
    return "finished within the deadline";
});
$start = hrtime(true);
var_dump(await($c, $t));
try {
    await($t);
} catch (Async\TimeoutException $e) {
    echo $e->getMessage(), "\n";
}
// The 200 ms run from the first await: had the second await restarted
// them, the timeout would come at least 100 + 200 ms after $start.
$ms = (hrtime(true) - $start) / 1e6;
var_dump($ms >= 200, $ms < 300);
?>
--EXPECT--
bool(false)
string(28) "finished within the deadline"
Timeout occurred after 200 milliseconds
bool(true)
bool(true)
