--TEST--
At the end of the script zombies keep running while active coroutines remain; only when no active one is left are they cancelled
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\{delay, suspend, spawn};

$z = new Scope();
$z->spawn(function () {
    delay(30);
    echo "short zombie completed normally\n";
});
$z->spawn(function () {
    try {
        delay(10000);
    } catch (Async\AsyncCancellation $e) {
        echo "long zombie cancelled after the active coroutine ended\n";
    }
});
spawn(function () {
    delay(150);
    echo "active coroutine completed\n";
});
suspend();
$z->disposeSafely();
unset($z);
echo "main end\n";
?>
--EXPECT--
main end
short zombie completed normally
active coroutine completed
long zombie cancelled after the active coroutine ended
