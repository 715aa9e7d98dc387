--TEST--
finally() on the main coroutine: the handlers run (on main) when the script ends, before the coroutines are drained and the shutdown functions run
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, current_coroutine};

$main = current_coroutine();
$main->finally(function ($c) use ($main) {
    echo "main finally 1: ", $c === $main ? "main" : "other", ", running on ", current_coroutine() === $main ? "main" : "other", "\n";
});
$main->finally(function () { echo "main finally 2\n"; delay(5); echo "main finally 2 done\n"; });
register_shutdown_function(function () use ($main) {
    echo "shutdown function\n";
    $main->finally(function () { echo "added by a shutdown function\n"; });
});
spawn(function () { delay(20); echo "worker done\n"; });
echo "end\n";
?>
--EXPECT--
end
main finally 1: main, running on main
main finally 2
main finally 2 done
worker done
shutdown function
added by a shutdown function
