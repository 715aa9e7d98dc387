--TEST--
protect() inside a scope: the scope's cancel()/dispose()/disposal timeout is deferred to the end of the protected block and thrown there (the block's return value is lost)
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\{delay, suspend, protect, current_coroutine, timeout};

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

function worker(string $name, Gate $gate): Closure
{
    return function () use ($name, $gate) {
        try {
            $r = protect(function () use ($name, $gate) {
                $gate->wait();
                echo "$name: block finished, cancellation requested=",
                    var_export(current_coroutine()->isCancellationRequested(), true), "\n";
                return "lost";
            });
            echo "$name: never ($r)\n";
        } catch (Async\AsyncCancellation $e) {
            echo "$name: after the block: ", $e->getMessage(), "\n";
        }
    };
}

$gate = new Gate();
$s = (new Scope())->asNotSafely();
$s->spawn(worker("cancel", $gate));
suspend();
$s->cancel(new Async\AsyncCancellation("custom"));
echo "cancel() returned: ", st($s), "\n";
$gate->open();
$s->awaitAfterCancellation(null, timeout(60000));

$gate = new Gate();
$d = new Scope();
$d->spawn(worker("dispose", $gate));
suspend();
$d->dispose();
echo "dispose() returned: ", st($d), "\n";
$gate->open();
$d->awaitCompletion(timeout(60000));

$gate = new Gate();
$z = new Scope();
$z->spawn(worker("cancel, safely", $gate));
suspend();
$z->cancel();
echo "cancel() on a DISPOSE_SAFELY scope: ", st($z), "\n";
$gate->open();
$z->awaitAfterCancellation();

$gate = new Gate();
$t = new Scope();
$co = $t->spawn(worker("disposal timeout", $gate));
suspend();
$t->disposeAfterTimeout(10);
while (!$co->isCancellationRequested()) {
    delay(1);
}
echo "timer fired during the block\n";
$gate->open();
$t->awaitCompletion(timeout(60000));
echo "end: ", rs(), "\n";
?>
--EXPECT--
cancel() returned: active=1 zombies=0 closed=false cancelled=true disposeSafely=false
cancel: block finished, cancellation requested=true
cancel: after the block: custom
dispose() returned: active=1 zombies=0 closed=true cancelled=true disposeSafely=true
dispose: block finished, cancellation requested=true
dispose: after the block: Scope cancelled
cancel() on a DISPOSE_SAFELY scope: active=0 zombies=1 closed=false cancelled=true disposeSafely=true
cancel, safely: block finished, cancellation requested=true
cancel, safely: after the block: Scope cancelled
timer fired during the block
disposal timeout: block finished, cancellation requested=true
disposal timeout: after the block: Scope disposal timeout
end: global active=0 zombie=0
