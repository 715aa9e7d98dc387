--TEST--
Scope::finally(): handlers run (with the Scope, in a separate coroutine, in registration order) once the scope (or a closed ancestor) is closed and finished; on such a scope a new handler runs right away
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\{delay, suspend, current_coroutine, await};

function wait_for(callable $condition): void
{
    for ($i = 0; $i < 5000 && !$condition(); $i++) {
        delay(1);
    }
}

$s = new Scope();
$s->finally(function (Scope $scope) use ($s) {
    echo "finally 1: same=", var_export($scope === $s, true), " closed=", var_export($scope->isClosed(), true),
        " finished=", var_export($scope->isFinished(), true), " main=", var_export(current_coroutine()->getId() === 1, true), "\n";
});
$ran = false;
$s->finally(function () use (&$ran) {
    echo "finally 2\n";
    $ran = true;
});
await($s->spawn(function () {
    delay(20);
    echo "work done\n";
}));
suspend();
echo "finished but still open: no handler yet\n";
$release = false;
$s->spawn(function () use (&$release) {
    wait_for(function () use (&$release) {
        return $release;
    });
    echo "zombie done\n";
});
suspend();
$s->disposeSafely();
suspend();
echo "closed, a zombie is left: no handler yet\n";
$release = true;
wait_for(function () use (&$ran) {
    return $ran;
});
echo "after the zombie\n";
$s->finally(function () {
    echo "late handler\n";
});
echo "late handler registered\n";
suspend();

// An open scope runs them only once closed, here by releasing its object.
$open = new Scope();
$open->finally(function () {
    echo "released scope's finally\n";
});
suspend();
echo "open scope: no handler\n";
$open = null;
suspend();

// Closing a parent closes its children: both run their handlers.
$p = new Scope();
$order = [];
$p->finally(function () use (&$order) {
    $order[] = "parent finally";
});
$c = Scope::inherit($p);
$c->finally(function () use (&$order) {
    $order[] = "child finally";
});
$c->spawn(fn() => delay(60000));
$p->dispose();
wait_for(function () use (&$order) {
    return count($order) === 2;
});
sort($order);
echo implode(", ", $order), "\n";
try {
    $s->finally("strlen");
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo "end\n";
?>
--EXPECT--
work done
finished but still open: no handler yet
closed, a zombie is left: no handler yet
zombie done
finally 1: same=true closed=true finished=true main=false
finally 2
after the zombie
late handler
late handler registered
open scope: no handler
released scope's finally
child finally, parent finally
TypeError: Async\Scope::finally(): Argument #1 ($callback) must be of type Closure, string given
end
