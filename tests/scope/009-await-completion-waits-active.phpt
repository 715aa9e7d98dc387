--TEST--
awaitCompletion(): waits until no active coroutine is left in the scope and its child scopes; returns at once for an empty scope
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\{delay, timeout};

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

$s = new Scope();
$s->awaitCompletion(timeout(60000));
echo "empty scope: returned at once\n";

$child = Scope::inherit($s);
$grandchild = Scope::inherit($child);
$s->spawn(function () {
    delay(20);
    echo "s done\n";
});
$grandchild->spawn(function () {
    delay(120);
    echo "grandchild done\n";
});
$child->spawn(function () {
    delay(70);
    echo "child done\n";
});
echo st($s), " / ", st($child), " / ", st($grandchild), "\n";
$s->awaitCompletion(timeout(60000));
echo "awaitCompletion returned\n";
echo st($s), " / ", st($child), " / ", st($grandchild), "\n";
var_dump($s->isFinished(), $s->isClosed());

// Waiting on a child does not wait for the parent's own coroutines.
$gate = new Gate();
$s->spawn(function () use ($gate) {
    $gate->wait();
    echo "parent's late work done\n";
});
$child->spawn(function () {
    delay(10);
    echo "child's work done\n";
});
$child->awaitCompletion(timeout(60000));
echo "child completed, parent: ", st($s), "\n";
$gate->open();
$s->awaitCompletion(timeout(60000));
echo "parent completed\n";
?>
--EXPECT--
empty scope: returned at once
active=1 zombies=0 closed=false cancelled=false disposeSafely=true / active=1 zombies=0 closed=false cancelled=false disposeSafely=true / active=1 zombies=0 closed=false cancelled=false disposeSafely=true
s done
child done
grandchild done
awaitCompletion returned
active=0 zombies=0 closed=false cancelled=false disposeSafely=true / active=0 zombies=0 closed=false cancelled=false disposeSafely=true / active=0 zombies=0 closed=false cancelled=false disposeSafely=true
bool(true)
bool(false)
child's work done
child completed, parent: active=1 zombies=0 closed=false cancelled=false disposeSafely=true
parent's late work done
parent completed
