--TEST--
Spawning in a closed scope throws AsyncException "Cannot spawn a coroutine in a closed scope": Scope::spawn, spawn() inside one of its coroutines (zombie or cancelled), spawn_with(); nothing is spawned
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\{delay, suspend, spawn, spawn_with, protect};

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

function try_spawn(string $label, callable $f): void
{
    try {
        $f();
        echo "$label: spawned\n";
    } catch (Async\AsyncException $e) {
        echo "$label: ", get_class($e), ": ", $e->getMessage(), "\n";
    }
}

foreach (['dispose', 'disposeSafely', 'cancel'] as $how) {
    $s = new Scope();
    $s->$how();
    try_spawn("after $how()", fn() => $s->spawn(fn() => print("never\n")));
}
$s = new Scope();
$s->disposeAfterTimeout(100);
try_spawn("after disposeAfterTimeout()", fn() => $s->spawn(fn() => print("never\n")));
try_spawn("spawn_with() after disposeAfterTimeout()", fn() => spawn_with($s, fn() => print("never\n")));

// A zombie tries to spawn into its own (closed) scope.
$gate = new Gate();
$z = new Scope();
$zombie = $z->spawn(function () use ($gate) {
    $gate->wait();
    try_spawn("spawn() in a zombie", fn() => spawn(fn() => print("never\n")));
});
suspend();
$z->disposeSafely();

// A cancelled coroutine tries to spawn from its catch block.
$c = new Scope();
$cancelled = $c->spawn(function () {
    try {
        delay(60000);
    } catch (Async\AsyncCancellation $e) {
        try_spawn("spawn() while handling the cancellation", fn() => spawn(fn() => print("never\n")));
    }
});
suspend();
$c->cancel();
Async\await($cancelled);
$gate->open();
Async\await($zombie);
echo st($s), "\n", st($z), "\n", st($c), "\n";
echo count(Async\get_coroutines()), " coroutine\n";
?>
--EXPECT--
after dispose(): Async\AsyncException: Cannot spawn a coroutine in a closed scope
after disposeSafely(): Async\AsyncException: Cannot spawn a coroutine in a closed scope
after cancel(): Async\AsyncException: Cannot spawn a coroutine in a closed scope
after disposeAfterTimeout(): Async\AsyncException: Cannot spawn a coroutine in a closed scope
spawn_with() after disposeAfterTimeout(): Async\AsyncException: Cannot spawn a coroutine in a closed scope
spawn() while handling the cancellation: Async\AsyncException: Cannot spawn a coroutine in a closed scope
spawn() in a zombie: Async\AsyncException: Cannot spawn a coroutine in a closed scope
active=0 zombies=0 closed=true cancelled=false disposeSafely=true
active=0 zombies=0 closed=true cancelled=false disposeSafely=true
active=0 zombies=0 closed=true cancelled=true disposeSafely=true
1 coroutine
