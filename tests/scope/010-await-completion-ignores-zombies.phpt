--TEST--
awaitCompletion() does not wait for zombies (after disposeSafely()); after cancel() it throws the scope's cancellation while coroutines are left; awaitAfterCancellation() waits for zombies
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\{delay, suspend, timeout, protect, spawn};

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
$s = new Scope();
$s->spawn(function () use ($gateA) {
    $gateA->wait();
    echo "zombie A finished\n";
});
suspend();
$s->disposeSafely();
$s->awaitCompletion(timeout(60000));
echo "awaitCompletion after disposeSafely returned: ", st($s), "\n";

$gateB = new Gate();
$t = new Scope();
$t->spawn(function () use ($gateB) {
    protect(function () use ($gateB) {
        $gateB->wait();
        echo "zombie B finished its protected block\n";
    });
    echo "B never\n";
});
$t->spawn(function () {
    try {
        delay(60000);
    } catch (Async\AsyncCancellation $e) {
        echo "C cancelled\n";
    }
});
suspend();
$t->cancel();
echo "cancelled: ", st($t), " | ", rs(), "\n";
try {
    $t->awaitCompletion(timeout(60000));
} catch (Async\AsyncCancellation $e) {
    echo "awaitCompletion after cancel: ", get_class($e), ": ", $e->getMessage(), " | ", st($t), "\n";
}
// Open the gates one after the other while main waits for everything.
spawn(function () use ($gateA, $gateB) {
    $gateA->open();
    delay(5);
    $gateB->open();
});
$t->awaitAfterCancellation();
echo "awaitAfterCancellation returned: ", st($t), " | ", rs(), "\n";
var_dump($t->isFinished(), $s->isFinished());
?>
--EXPECT--
awaitCompletion after disposeSafely returned: active=0 zombies=1 closed=true cancelled=false disposeSafely=true
cancelled: active=0 zombies=2 closed=false cancelled=true disposeSafely=true | global active=0 zombie=3
awaitCompletion after cancel: Async\AsyncCancellation: The scope has been cancelled | active=0 zombies=2 closed=false cancelled=true disposeSafely=true
C cancelled
zombie A finished
zombie B finished its protected block
awaitAfterCancellation returned: active=0 zombies=0 closed=true cancelled=true disposeSafely=true | global active=0 zombie=0
bool(true)
bool(true)
