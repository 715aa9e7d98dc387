--TEST--
A timeout() token's timer starts when it is first awaited, not when it is created
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay, timeout};

$t = timeout(100);
delay(150); // longer than the timeout, but nobody awaits it yet
var_dump($t->isCompleted());

$c = spawn(function () {
    delay(40);
    return "finished within the deadline";
});
var_dump(await($c, $t));

$start = hrtime(true);
try {
    await($t);
} catch (Async\TimeoutException $e) {
    echo $e->getMessage(), "\n";
}
// About 60 ms were left of the 100 ms started by the first await.
$ms = (hrtime(true) - $start) / 1e6;
var_dump($ms >= 40 && $ms < 100);
?>
--EXPECT--
bool(false)
string(28) "finished within the deadline"
Timeout occurred after 100 milliseconds
bool(true)
