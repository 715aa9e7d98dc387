--TEST--
disposeAfterTimeout(ms): closes at once; coroutines done before the timer complete normally; the rest get AsyncCancellation("Scope disposal timeout") when it fires
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

$gate = new Gate();
$s = new Scope();
$fast = $s->spawn(function () use ($gate) {
    $gate->wait();
    echo "fast completed\n";
    return 1;
});
$slow = $s->spawn(function () {
    try {
        delay(60000);
        echo "slow never\n";
    } catch (Async\AsyncCancellation $e) {
        echo "slow: ", get_class($e), ": ", $e->getMessage(), "\n";
        throw $e;
    } finally {
        echo "slow finally\n";
    }
});
suspend();
$start = microtime(true);
$s->disposeAfterTimeout(300);
echo "closed now: ", st($s), " | ", rs(), "\n";
try {
    $s->spawn(fn() => 1);
} catch (Async\AsyncException $e) {
    echo $e->getMessage(), "\n";
}
$gate->open();
var_dump(await($fast));
echo "before the timer: ", st($s), "\n";
try {
    await($slow);
} catch (Async\AsyncCancellation $e) {
    echo "await slow: ", $e->getMessage(), "\n";
}
$elapsed = (microtime(true) - $start) * 1000;
echo "timer fired after >= 300 ms: ", var_export($elapsed >= 295, true), "\n";
echo "after the timer: ", st($s), " | ", rs(), "\n";
var_dump($fast->isCancelled(), $slow->isCancelled(), $s->isFinished());
?>
--EXPECT--
closed now: active=2 zombies=0 closed=true cancelled=false disposeSafely=true | global active=2 zombie=0
Cannot spawn a coroutine in a closed scope
fast completed
int(1)
before the timer: active=1 zombies=0 closed=true cancelled=false disposeSafely=true
slow: Async\AsyncCancellation: Scope disposal timeout
slow finally
await slow: Scope disposal timeout
timer fired after >= 300 ms: true
after the timer: active=0 zombies=0 closed=true cancelled=true disposeSafely=true | global active=0 zombie=0
bool(false)
bool(true)
bool(true)
