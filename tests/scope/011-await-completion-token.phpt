--TEST--
awaitCompletion(): the cancellation token is mandatory; when it fires the wait ends with OperationCanceledException (previous = TimeoutException) and the scope is untouched
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\{delay, timeout, spawn, await};

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
    $gate->wait();
    echo "work done\n";
});
try {
    $s->awaitCompletion(timeout(30));
} catch (Async\OperationCanceledException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
    echo get_class($e->getPrevious()), ": ", $e->getPrevious()->getMessage(), "\n";
}
echo st($s), "\n";

// A coroutine used as the token.
$token = spawn(function () {
    delay(20);
});
try {
    $s->awaitCompletion($token);
} catch (Async\OperationCanceledException $e) {
    echo "coroutine token: ", $e->getMessage(), "\n";
}

try {
    $s->awaitCompletion();
} catch (ArgumentCountError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    $s->awaitCompletion(null);
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    $s->awaitCompletion(new stdClass);
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
$gate->open();
$s->awaitCompletion(timeout(60000));
echo "completed\n";
?>
--EXPECT--
Async\OperationCanceledException: Operation has been cancelled
Async\TimeoutException: Timeout occurred after 30 milliseconds
active=1 zombies=0 closed=false cancelled=false disposeSafely=true
coroutine token: Operation has been cancelled
ArgumentCountError: Async\Scope::awaitCompletion() expects exactly 1 argument, 0 given
TypeError: Async\Scope::awaitCompletion(): Argument #1 ($cancellation) must be of type Async\Awaitable, null given
TypeError: Async\Scope::awaitCompletion(): Argument #1 ($cancellation) must be of type Async\Awaitable, stdClass given
work done
completed
