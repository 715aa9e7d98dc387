--TEST--
At the end of the script, once only zombies remain, they are cancelled and waited for (their finally blocks run before shutdown functions)
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\{delay, suspend};

$start = microtime(true);
register_shutdown_function(function () use ($start) {
    echo "shutdown function, ", Async\runtime_stats()['coroutines_zombie'], " zombies, waited < 30 s: ",
        var_export(microtime(true) - $start < 30, true), "\n";
});

$s = new Scope();
$s->spawn(function () {
    try {
        delay(60000);
        echo "never\n";
    } catch (Async\AsyncCancellation $e) {
        echo "zombie: ", get_class($e), "\n";
        throw $e;
    } finally {
        echo "zombie finally\n";
    }
});
$s->spawn(function () {
    try {
        delay(60000);
    } finally {
        echo "second zombie finally\n";
    }
});
suspend();
$s->disposeSafely();
echo "main end\n";
?>
--EXPECT--
main end
zombie: Async\AsyncCancellation
zombie finally
second zombie finally
shutdown function, 0 zombies, waited < 30 s: true
