--TEST--
disposeSafely() on an asNotSafely() scope behaves as dispose(): coroutines are cancelled, no zombie
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
$child = Scope::inherit($s);
$s->spawn(function () {
    try {
        delay(1000);
    } catch (Async\AsyncCancellation $e) {
        echo "A: ", $e->getMessage(), "\n";
    }
});
$child->spawn(function () {
    try {
        delay(1000);
    } catch (Async\AsyncCancellation $e) {
        echo "child: ", $e->getMessage(), "\n";
    }
});
suspend();
$s->disposeSafely();
echo st($s), " | ", rs(), "\n";
echo st($child), "\n";
suspend();
echo st($s), " | ", rs(), "\n";
var_dump($s->isFinished());
?>
--EXPECT--
active=1 zombies=0 closed=true cancelled=true disposeSafely=false | global active=2 zombie=0
active=1 zombies=0 closed=true cancelled=true disposeSafely=false
child: Scope cancelled
A: Scope cancelled
active=0 zombies=0 closed=true cancelled=true disposeSafely=false | global active=0 zombie=0
bool(true)
