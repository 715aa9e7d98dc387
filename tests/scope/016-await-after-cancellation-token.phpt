--TEST--
awaitAfterCancellation(null, $token): the token ends the wait with OperationCanceledException; the zombies keep running
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\{delay, suspend, protect, timeout};

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
$s->spawn(function () use ($gate) {
    protect(function () use ($gate) {
        $gate->wait();
        echo "zombie done\n";
    });
});
suspend();
$s->cancel();
try {
    $s->awaitAfterCancellation(null, timeout(20));
} catch (Async\OperationCanceledException $e) {
    echo get_class($e), ": ", $e->getMessage(), " / ", get_class($e->getPrevious()), "\n";
}
echo st($s), "\n";
$gate->open();
$s->awaitAfterCancellation(null, timeout(60000));
echo st($s), "\n";
?>
--EXPECT--
Async\OperationCanceledException: Operation has been cancelled / Async\TimeoutException
active=0 zombies=1 closed=false cancelled=true disposeSafely=true
zombie done
active=0 zombies=0 closed=true cancelled=true disposeSafely=true
