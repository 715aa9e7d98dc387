--TEST--
Timeout::isCompleted() and isCancelled() through the token's life
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{await, timeout};

$t = timeout(10);
var_dump($t instanceof Async\Timeout, $t instanceof Async\Completable);
echo "fresh: ";
var_dump($t->isCompleted(), $t->isCancelled());
try {
    await($t);
} catch (Async\TimeoutException $e) {
    echo $e->getMessage(), "\n";
}
echo "fired: ";
var_dump($t->isCompleted(), $t->isCancelled());
$t->cancel(); // no effect on a fired timeout
echo "fired+cancel: ";
var_dump($t->isCompleted(), $t->isCancelled());

$u = timeout(10);
$u->cancel(new Async\AsyncCancellation("stop"));
echo "cancelled: ";
var_dump($u->isCompleted(), $u->isCancelled());
$u->cancel();
echo "cancelled twice: ";
var_dump($u->isCompleted(), $u->isCancelled());
?>
--EXPECT--
bool(true)
bool(true)
fresh: bool(false)
bool(false)
Timeout occurred after 10 milliseconds
fired: bool(true)
bool(false)
fired+cancel: bool(true)
bool(false)
cancelled: bool(true)
bool(true)
cancelled twice: bool(true)
bool(true)
