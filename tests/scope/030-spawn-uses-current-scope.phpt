--TEST--
Inside a coroutine spawn() and Scope::inherit() use the coroutine's scope; in main they use the main scope; counters follow at each step
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\{delay, suspend, spawn, await};

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

$gate1 = new Gate();
$gate2 = new Gate();
$s = new Scope();
$child = null;
$childCoroutine = null;
$first = $s->spawn(function () use (&$child, &$childCoroutine, $gate1, $gate2) {
    $inner = spawn(function () use ($gate1) {
        $gate1->wait();
        echo "inner done\n";
    });
    $child = Scope::inherit();
    $childCoroutine = $child->spawn(function () use ($gate2) {
        $gate2->wait();
        echo "child-scope coroutine done\n";
    });
    echo "after spawning\n";
    await($inner);
});
echo "1: ", st($s), " | ", rs(), "\n";
suspend();
echo "2: ", st($s), " / ", st($child), " | ", rs(), "\n";
var_dump($s->getChildScopes() === [$child]);
$gate1->open();
while (!$first->isCompleted()) {
    delay(1);
}
echo "3: ", st($s), " / ", st($child), " | ", rs(), "\n";
$gate2->open();
while (!$childCoroutine->isCompleted()) {
    delay(1);
}
echo "4: ", st($s), " / ", st($child), " | ", rs(), "\n";
var_dump($s->isFinished());

// In main, Scope::inherit() makes a child of the main scope: spawn() there is not counted in $s.
$m = Scope::inherit();
$m->spawn(fn() => suspend());
spawn(fn() => suspend());
echo "5: ", st($s), " / ", st($m), " | ", rs(), "\n";
?>
--EXPECT--
1: active=1 zombies=0 closed=false cancelled=false disposeSafely=true | global active=1 zombie=0
after spawning
2: active=2 zombies=0 closed=false cancelled=false disposeSafely=true / active=1 zombies=0 closed=false cancelled=false disposeSafely=true | global active=3 zombie=0
bool(true)
inner done
3: active=0 zombies=0 closed=false cancelled=false disposeSafely=true / active=1 zombies=0 closed=false cancelled=false disposeSafely=true | global active=1 zombie=0
child-scope coroutine done
4: active=0 zombies=0 closed=false cancelled=false disposeSafely=true / active=0 zombies=0 closed=false cancelled=false disposeSafely=true | global active=0 zombie=0
bool(true)
5: active=0 zombies=0 closed=false cancelled=false disposeSafely=true / active=1 zombies=0 closed=false cancelled=false disposeSafely=true | global active=2 zombie=0
