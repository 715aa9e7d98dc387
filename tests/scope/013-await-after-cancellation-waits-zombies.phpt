--TEST--
awaitAfterCancellation(): after cancel() it waits for active coroutines and zombies alike, in the scope and its child scopes
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\{delay, suspend, protect};

function st(Async\Scope $s): string
{
    ob_start();
    var_dump($s);
    $lines = explode("\n", trim(ob_get_clean()));
    $out = [];
    for ($i = 1; $i + 1 < count($lines); $i += 2) {
        $out[] = trim($lines[$i], ' ["]=>') . "=" . strstr(substr(strstr($lines[$i + 1], "("), 1), ")", true);
    }
    return implode(" ", $out);
}
function rs(): string
{
    $r = Async\runtime_stats();
    return "global active={$r['coroutines_active']} zombie={$r['coroutines_zombie']}";
}

$s = new Scope();
$child = Scope::inherit($s);
$s->spawn(function () {
    protect(function () {
        delay(50);
        echo "zombie in scope done\n";
    });
});
$child->spawn(function () {
    protect(function () {
        delay(150);
        echo "zombie in child done\n";
    });
});
$s->spawn(function () {
    try {
        delay(1000);
    } catch (Async\AsyncCancellation $e) {
        echo "reacting coroutine: ", $e->getMessage(), "\n";
    }
});
suspend();
$s->cancel();
echo st($s), " / ", st($child), " | ", rs(), "\n";
var_dump($child->isCancelled(), $child->isClosed());
$s->awaitAfterCancellation();
echo "returned: ", st($s), " / ", st($child), " | ", rs(), "\n";
var_dump($s->isFinished(), $child->isFinished());

// Already finished: returns at once; dispose() counts as a cancellation.
$d = new Scope();
$d->dispose();
$d->awaitAfterCancellation();
echo "disposed empty scope: returned\n";
?>
--EXPECT--
active=0 zombies=2 closed=false cancelled=true disposeSafely=true / active=0 zombies=1 closed=false cancelled=true disposeSafely=true | global active=0 zombie=3
bool(true)
bool(false)
reacting coroutine: Scope cancelled
zombie in scope done
zombie in child done
returned: active=0 zombies=0 closed=true cancelled=true disposeSafely=true / active=0 zombies=0 closed=true cancelled=true disposeSafely=true | global active=0 zombie=0
bool(true)
bool(true)
disposed empty scope: returned
