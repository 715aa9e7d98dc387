--TEST--
setExceptionHandler(): an uncaught exception of a coroutine goes to fn(Scope, Coroutine, Throwable), run in a coroutine of its own; the scope and siblings carry on
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use Async\Coroutine;
use function Async\{delay, suspend, current_coroutine};

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
$failing = null;
$thrown = null;
$handled = false;
$s->setExceptionHandler(function (Scope $scope, Coroutine $c, Throwable $e) use ($s, &$failing, &$thrown, &$handled) {
    echo "handler: ", get_class($e), ": ", $e->getMessage(), "\n";
    var_dump($scope === $s, $c === $failing, $e === $thrown, $c->isCompleted());
    var_dump(current_coroutine() !== $c, current_coroutine()->getId() !== 1);
    delay(1);
    echo "handler may suspend\n";
    $handled = true;
});
$gate = new Gate();
$sibling = $s->spawn(function () use ($gate) {
    $gate->wait();
    echo "sibling completed\n";
});
$failing = $s->spawn(function () use (&$thrown) {
    delay(10);
    throw $thrown = new RuntimeException("boom");
});
while (!$handled) {
    delay(1);
}
echo "scope: ", st($s), "\n";
$failing = null;
$gate->open();
Async\await($sibling);
var_dump($s->isCancelled(), $s->isFinished());
echo "end\n";
?>
--EXPECT--
handler: RuntimeException: boom
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
handler may suspend
scope: active=1 zombies=0 closed=false cancelled=false disposeSafely=true
sibling completed
bool(false)
bool(true)
end
