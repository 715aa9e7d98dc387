--TEST--
disposeAfterTimeout(): ValueError for a timeout <= 0 (the scope stays open); on an empty scope it only closes it
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;

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
foreach ([0, -1, PHP_INT_MIN] as $ms) {
    try {
        $s->disposeAfterTimeout($ms);
    } catch (ValueError $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
echo st($s), "\n";
try {
    $s->disposeAfterTimeout("soon");
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$s->disposeAfterTimeout(10);
echo st($s), "\n";
var_dump($s->isFinished());
?>
--EXPECT--
ValueError: Async\Scope::disposeAfterTimeout(): Argument #1 ($timeout) must be greater than 0
ValueError: Async\Scope::disposeAfterTimeout(): Argument #1 ($timeout) must be greater than 0
ValueError: Async\Scope::disposeAfterTimeout(): Argument #1 ($timeout) must be greater than 0
active=0 zombies=0 closed=false cancelled=false disposeSafely=true
TypeError: Async\Scope::disposeAfterTimeout(): Argument #1 ($timeout) must be of type int, string given
active=0 zombies=0 closed=true cancelled=false disposeSafely=true
bool(true)
