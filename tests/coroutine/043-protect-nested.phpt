--TEST--
protect() nested: the cancellation is delivered only when the outermost protected block ends
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, suspend, protect};

$c = spawn(function () {
    try {
        protect(function () {
            protect(function () {
                suspend();
                echo "inner done\n";
            });
            echo "outer continues\n";
            suspend();
            echo "outer done\n";
        });
        echo "not reached\n";
    } catch (Async\AsyncCancellation $e) {
        echo "caught after outer block: ", $e->getMessage(), "\n";
    }
    return 'handled';
});
suspend();
$c->cancel();
var_dump(await($c));
?>
--EXPECT--
inner done
outer continues
outer done
caught after outer block: Coroutine cancelled
string(7) "handled"
