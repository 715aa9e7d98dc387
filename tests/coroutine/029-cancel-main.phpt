--TEST--
The main coroutine cannot cancel itself (Error); another coroutine can cancel main at its suspension point
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, current_coroutine};

$main = current_coroutine();
try {
    $main->cancel();
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
var_dump($main->isCancellationRequested());

spawn(function () use ($main) {
    $main->cancel(new Async\AsyncCancellation('stop main'));
});
try {
    delay(500);
    echo "not reached\n";
} catch (Async\AsyncCancellation $e) {
    echo "main caught: ", $e->getMessage(), "\n";
}
echo "end\n";
?>
--EXPECT--
Error: The main coroutine cannot cancel itself; return from the script or call exit() instead
bool(false)
main caught: stop main
end
