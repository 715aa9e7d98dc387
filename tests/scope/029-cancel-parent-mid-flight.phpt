--TEST--
cancel() of a parent scope mid-flight reaches every coroutine of every descendant scope, whatever it is doing (delay, await, suspend loop, queued, protected, running the cancel itself); the custom error is delivered to all
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\{delay, suspend, await, spawn, protect, get_coroutines};

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

$log = [];
$finally = 0;
$record = function (string $name, callable $body) use (&$log, &$finally) {
    return function () use ($name, $body, &$log, &$finally) {
        try {
            $body();
            $log[$name] = "completed";
        } catch (Async\AsyncCancellation $e) {
            $log[$name] = $e->getMessage();
        } finally {
            $finally++;
        }
    };
};

$root = new Scope();
$a = Scope::inherit($root);
$b = Scope::inherit($root);
$a1 = Scope::inherit($a);
$a1x = Scope::inherit($a1);
$outside = new Scope();

$root->spawn($record("root: delay", fn() => delay(60000)));
$a->spawn($record("a: suspend loop", function () {
    while (true) {
        suspend();
    }
}));
$target = $outside->spawn(fn() => delay(60000));
$b->spawn($record("b: await outside coroutine", fn() => await($target)));
$a1->spawn($record("a1: spawns nested", function () use ($record) {
    // spawn() inside a coroutine uses its scope (a1).
    spawn($record("a1: nested child", fn() => delay(60000)));
    delay(60000);
}));
$gate = new Gate();
$a1x->spawn($record("a1x: protected", function () use ($gate) {
    protect(fn() => $gate->wait());
    delay(60000);
}));
$error = new Async\AsyncCancellation("stop everything");
$b->spawn($record("b: the canceller", function () use ($root, $a1x, $error, $record, $gate) {
    delay(10);
    $a1x->spawn($record("a1x: queued, never runs", function () {
        echo "never\n";
    }));
    $root->cancel($error);
    echo "canceller continues until its next suspension\n";
    $gate->open();
    suspend();
}));
for ($i = 0; $i < 5000 && $finally < 7; $i++) {
    delay(1);
}
ksort($log);
foreach ($log as $k => $v) {
    echo "$k => $v\n";
}
echo "finally blocks: $finally\n";
foreach (['root' => $root, 'a' => $a, 'b' => $b, 'a1' => $a1, 'a1x' => $a1x] as $n => $s) {
    echo "$n: ", st($s), "\n";
}
echo "outside: ", st($outside), "\n";
echo rs(), "\n";
$target->cancel();
suspend();
echo count(get_coroutines()), " coroutine left\n";
?>
--EXPECT--
canceller continues until its next suspension
a1: nested child => stop everything
a1: spawns nested => stop everything
a1x: protected => stop everything
a: suspend loop => stop everything
b: await outside coroutine => stop everything
b: the canceller => stop everything
root: delay => stop everything
finally blocks: 7
root: active=0 zombies=0 closed=true cancelled=true disposeSafely=true
a: active=0 zombies=0 closed=true cancelled=true disposeSafely=true
b: active=0 zombies=0 closed=true cancelled=true disposeSafely=true
a1: active=0 zombies=0 closed=true cancelled=true disposeSafely=true
a1x: active=0 zombies=0 closed=true cancelled=true disposeSafely=true
outside: active=1 zombies=0 closed=false cancelled=false disposeSafely=true
global active=1 zombie=0
1 coroutine left
