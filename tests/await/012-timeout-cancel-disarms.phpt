--TEST--
Timeout::cancel() disarms the token: it never cancels an await, before or during the wait
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay, timeout};

// Cancelled before it is used.
$t = timeout(20);
$t->cancel();
$c = spawn(function () {
    delay(80);
    return "first";
});
var_dump(await($c, $t));

// Cancelled by another coroutine while main waits on it.
$t = timeout(200);
spawn(function () use ($t) {
    delay(10);
    $t->cancel();
    echo "disarmed\n";
});
$c = spawn(function () {
    delay(300);
    return "second";
});
var_dump(await($c, $t));
?>
--EXPECT--
string(5) "first"
disarmed
string(6) "second"
