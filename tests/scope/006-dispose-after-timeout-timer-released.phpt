--TEST--
disposeAfterTimeout(): when every coroutine finishes first the timer is released: it neither cancels anything nor holds the script until it would fire
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\{delay, suspend};

$start = microtime(true);
register_shutdown_function(function () use ($start) {
    $elapsed = (microtime(true) - $start) * 1000;
    echo "script did not wait for the 60 s timer: ", var_export($elapsed < 30000, true), "\n";
});

$s = new Scope();
$s->spawn(function () {
    try {
        delay(20);
        echo "A completed\n";
    } catch (Async\AsyncCancellation $e) {
        echo "A never cancelled\n";
    }
});
$s->spawn(function () {
    delay(80);
    echo "B completed\n";
});
$s->disposeAfterTimeout(60000);
echo "main end\n";
?>
--EXPECT--
main end
A completed
B completed
script did not wait for the 60 s timer: true
