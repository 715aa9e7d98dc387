--TEST--
protect(): a cancellation arriving inside the block is deferred to its end and thrown there; the block's return value is lost
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay, suspend, protect, current_coroutine};

$c = spawn(function () {
    $r = protect(function () {
        echo "protected start\n";
        delay(30);
        echo "protected end, requested=", var_export(current_coroutine()->isCancellationRequested(), true), "\n";
        return 'lost';
    });
    echo "not reached: $r\n";
});
suspend();
$c->cancel(new Async\AsyncCancellation('later'));
echo "cancel requested\n";
try {
    await($c);
} catch (Async\AsyncCancellation $e) {
    echo "await: ", $e->getMessage(), "\n";
}
var_dump($c->isCancelled(), $c->getResult());
?>
--EXPECT--
protected start
cancel requested
protected end, requested=true
await: later
bool(true)
NULL
