--TEST--
Scope::cancel(): affects the scope and its descendants only (not the parent or siblings); only AsyncCancellation objects are accepted
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

$p = (new Scope())->asNotSafely();
$a = Scope::inherit($p);
$b = Scope::inherit($p);
$a1 = Scope::inherit($a);
$hits = [];
foreach (['p' => $p, 'a' => $a, 'b' => $b, 'a1' => $a1] as $name => $s) {
    $s->spawn(function () use ($name, &$hits) {
        try {
            delay(1000);
        } catch (Async\AsyncCancellation $e) {
            $hits[] = "$name: " . $e->getMessage();
        }
    });
}
suspend();
$a->cancel();
delay(50);
echo implode("\n", $hits), "\n";
foreach (['p' => $p, 'a' => $a, 'b' => $b, 'a1' => $a1] as $name => $s) {
    echo "$name: ", st($s), "\n";
}
try {
    $b->cancel(new RuntimeException("no"));
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump($b->isCancelled());
$p->cancel();
?>
--EXPECT--
a1: Scope cancelled
a: Scope cancelled
p: active=1 zombies=0 closed=false cancelled=false disposeSafely=false
a: active=0 zombies=0 closed=true cancelled=true disposeSafely=false
b: active=1 zombies=0 closed=false cancelled=false disposeSafely=false
a1: active=0 zombies=0 closed=true cancelled=true disposeSafely=false
TypeError: Async\Scope::cancel(): Argument #1 ($cancellationError) must be of type ?Async\AsyncCancellation, RuntimeException given
bool(false)
