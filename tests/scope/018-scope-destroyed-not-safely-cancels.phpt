--TEST--
Destroying the last reference to an open asNotSafely() Scope cancels its coroutines (dispose); not-started ones never run
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\{delay, suspend};

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

$s = (new Scope())->asNotSafely();
$s->spawn(function () {
    try {
        delay(60000);
    } catch (Async\AsyncCancellation $e) {
        echo "running: ", get_class($e), ": ", $e->getMessage(), "\n";
    } finally {
        echo "running finally\n";
    }
});
suspend();
$s->spawn(function () {
    echo "queued never runs\n";
});
$s = null;
echo "scope object gone\n";
suspend();
echo rs(), "\n";

// A closed scope's object going away changes nothing.
$t = (new Scope())->asNotSafely();
$z = $t->spawn(function () {
    delay(20);
    echo "zombie of a disposed-safely scope is not cancelled later\n";
});
suspend();
$t->allowZombies()->disposeSafely();
$t->asNotSafely();
unset($t);
Async\await($z);
echo "end\n";
?>
--EXPECT--
scope object gone
running: Async\AsyncCancellation: Scope is being disposed due to object destruction
running finally
global active=0 zombie=0
zombie of a disposed-safely scope is not cancelled later
end
