--TEST--
Scope exception handler: not called for an exception an awaiter receives, nor for cancellations; called for a failed coroutine that is only held (await later still rethrows)
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\{delay, suspend, await};

$calls = 0;
$s = new Scope();
$s->setExceptionHandler(function (Scope $scope, Async\Coroutine $c, Throwable $e) use (&$calls) {
    echo "handler: ", get_class($e), ": ", $e->getMessage(), "\n";
    $calls++;
});
$a = $s->spawn(function () {
    delay(10);
    throw new RuntimeException("awaited");
});
try {
    await($a);
} catch (RuntimeException $e) {
    echo "awaiter: ", $e->getMessage(), "\n";
}
$c = $s->spawn(function () {
    delay(60000);
});
$s->spawn(function () {
    throw new Async\AsyncCancellation("cancels itself");
});
suspend();
$c->cancel();
delay(10);
echo "no handler call for cancellations\n";
$b = $s->spawn(function () {
    delay(10);
    throw new RuntimeException("held");
});
while ($calls === 0) {
    delay(1);
}
try {
    await($b);
} catch (RuntimeException $e) {
    echo "await later: ", $e->getMessage(), "\n";
}
var_dump($s->isCancelled());
?>
--EXPECT--
awaiter: awaited
no handler call for cancellations
handler: RuntimeException: held
await later: held
bool(false)
