--TEST--
dispose(): cancels every coroutine ("Scope cancelled"), closes the scope at once, leaves no zombie; not-started coroutines never run
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\{delay, suspend, await};

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
$a = $s->spawn(function () {
    try {
        delay(1000);
        echo "A never\n";
    } catch (Async\AsyncCancellation $e) {
        echo "A: ", get_class($e), ": ", $e->getMessage(), "\n";
        throw $e;
    } finally {
        echo "A finally\n";
    }
});
suspend();
$b = $s->spawn(function () {
    echo "B never started\n";
});
echo st($s), " | ", rs(), "\n";

$s->dispose();
echo "after dispose: ", st($s), "\n";
var_dump($s->isClosed(), $s->isCancelled(), $s->isFinished());

suspend();
echo "delivered: ", st($s), " | ", rs(), "\n";
var_dump($a->isCancelled(), $b->isCancelled(), $s->isFinished());
try {
    await($a);
} catch (Async\AsyncCancellation $e) {
    echo "await A: ", $e->getMessage(), "\n";
}
try {
    $s->spawn(fn() => 1);
} catch (Async\AsyncException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
// Disposing again is harmless.
$s->dispose();
echo st($s), "\n";
?>
--EXPECT--
active=2 zombies=0 closed=false cancelled=false disposeSafely=true | global active=2 zombie=0
after dispose: active=2 zombies=0 closed=true cancelled=true disposeSafely=true
bool(true)
bool(true)
bool(false)
A: Async\AsyncCancellation: Scope cancelled
A finally
delivered: active=0 zombies=0 closed=true cancelled=true disposeSafely=true | global active=0 zombie=0
bool(true)
bool(true)
bool(true)
await A: Scope cancelled
Async\AsyncException: Cannot spawn a coroutine in a closed scope
active=0 zombies=0 closed=true cancelled=true disposeSafely=true
