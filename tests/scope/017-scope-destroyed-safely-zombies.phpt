--TEST--
Destroying the last reference to an open DISPOSE_SAFELY Scope: its running coroutines become zombies and finish on their own; child scopes too
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\{delay, suspend, get_coroutines};

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
/* Lets a coroutine wait until the test says so: ordering by program logic, not by timers. */
final class Gate
{
    private bool $open = false;

    public function open(): void
    {
        $this->open = true;
    }

    public function wait(): void
    {
        while (!$this->open) {
            Async\delay(1);
        }
    }
}

$gateA = new Gate();
$gateB = new Gate();
$s = new Scope();
$child = Scope::inherit($s);
$s->spawn(function () use ($gateA) {
    try {
        $gateA->wait();
        echo "A completed\n";
    } finally {
        echo "A finally\n";
    }
});
$child->spawn(function () use ($gateB) {
    $gateB->wait();
    echo "child coroutine completed\n";
});
suspend();
echo rs(), "\n";
unset($s);
echo "scope object gone: ", rs(), "\n";
echo "child: ", st($child), "\n";
$gateA->open();
delay(20);
echo rs(), "\n";
$gateB->open();
delay(20);
echo rs(), ", coroutines left: ", count(get_coroutines()), "\n";
var_dump($child->isFinished());
?>
--EXPECT--
global active=2 zombie=0
scope object gone: global active=0 zombie=2
child: active=0 zombies=1 closed=true cancelled=false disposeSafely=true
A completed
A finally
global active=0 zombie=1
child coroutine completed
global active=0 zombie=0, coroutines left: 1
bool(true)
