--TEST--
disposeSafely(): no cancellation; running coroutines become zombies (scope active-1/zombies+1, global active-1/zombie+1), complete on their own; scope closed
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
$a = $s->spawn(function () use ($gateA) {
    $gateA->wait();
    echo "A completed\n";
    return "a";
});
$b = $s->spawn(function () use ($gateB) {
    $gateB->wait();
    echo "B completed\n";
    return "b";
});
suspend();
echo st($s), " | ", rs(), "\n";

$s->disposeSafely();
echo "disposed: ", st($s), " | ", rs(), "\n";
var_dump($s->isClosed(), $s->isCancelled(), $s->isFinished());
try {
    $s->spawn(fn() => 1);
} catch (Async\AsyncException $e) {
    echo $e->getMessage(), "\n";
}

$gateA->open();
var_dump(await($a));
echo "one left: ", st($s), " | ", rs(), "\n";
$gateB->open();
var_dump(await($b));
echo "none left: ", st($s), " | ", rs(), "\n";
var_dump($a->isCancelled(), $b->isCancelled(), $s->isFinished());
?>
--EXPECT--
active=2 zombies=0 closed=false cancelled=false disposeSafely=true | global active=2 zombie=0
disposed: active=0 zombies=2 closed=true cancelled=false disposeSafely=true | global active=0 zombie=2
bool(true)
bool(false)
bool(false)
Cannot spawn a coroutine in a closed scope
A completed
string(1) "a"
one left: active=0 zombies=1 closed=true cancelled=false disposeSafely=true | global active=0 zombie=1
B completed
string(1) "b"
none left: active=0 zombies=0 closed=true cancelled=false disposeSafely=true | global active=0 zombie=0
bool(false)
bool(false)
bool(true)
