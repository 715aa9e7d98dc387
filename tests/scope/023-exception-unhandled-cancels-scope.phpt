--TEST--
Unhandled exception in a scope (no handler anywhere): the scope and its child scopes are cancelled (AsyncCancellation "Scope cancelled"), then the global path: other coroutines get "Graceful shutdown", main receives the exception
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\{delay, suspend, spawn};

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

$log = [];
$watch = function (string $name) use (&$log) {
    return function () use ($name, &$log) {
        try {
            delay(1000);
            $log[] = "$name: not cancelled";
        } catch (Async\AsyncCancellation $e) {
            $log[] = "$name: " . $e->getMessage();
        }
    };
};
$parent = new Scope();
// A child handler on the failing scope itself does not apply to its own coroutines.
$s = Scope::inherit($parent);
$s->setChildScopeExceptionHandler(function () {
    echo "never called\n";
});
$child = Scope::inherit($s);
$parent->spawn($watch("parent's coroutine"));
$s->spawn($watch("sibling"));
$child->spawn($watch("child scope's coroutine"));
spawn($watch("main scope's coroutine"));
$s->spawn(function () {
    delay(10);
    throw new RuntimeException("boom");
});
try {
    delay(500);
    echo "main never\n";
} catch (RuntimeException $e) {
    echo "main caught: ", $e->getMessage(), "\n";
}
suspend();
sort($log);
echo implode("\n", $log), "\n";
echo "failed scope: ", st($s), "\n";
echo "child scope:  ", st($child), "\n";
var_dump($parent->isCancelled());
?>
--EXPECT--
main caught: boom
child scope's coroutine: Scope cancelled
main scope's coroutine: Graceful shutdown
parent's coroutine: Graceful shutdown
sibling: Scope cancelled
failed scope: active=0 zombies=0 closed=true cancelled=true disposeSafely=true
child scope:  active=0 zombies=0 closed=true cancelled=true disposeSafely=true
bool(false)
