--TEST--
Xdebug step debugging (a DBGp client): at a breakpoint in a coroutine, an eval that suspends (delay, await of a coroutine it spawns) returns its value and the coroutine is back where it stopped; "stop" at a breakpoint in a coroutine ends the script there, cleanly
--EXTENSIONS--
async
--SKIPIF--
<?php
require __DIR__ . '/xdebug.inc';
if ($reason = xdebug_skip_reason()) die($reason);
?>
--FILE--
<?php
/* The test is the IDE (dbgp.inc). */
require __DIR__ . '/dbgp.inc';

$code = <<<'PHP'
<?php
use function Async\{spawn, await, delay};

function worker(string $name): string {
    $mine = "value of $name";
    delay(10);
    $after = strtoupper($mine); // breakpoint
    echo "$name resumed\n";
    return $after;
}

register_shutdown_function(function () {
    echo "shutdown function runs\n";
});
$c = spawn(fn() => worker('only'));
echo await($c), "\n";
echo "done\n";
PHP;
$line = dbgp_line_of($code, '// breakpoint');

echo "--- eval\n";
$script = dbgp_start($code);
dbgp_breakpoint($script, $line);
dbgp_go('run');
dbgp_eval('Async\delay(5) ?? "slept"');
dbgp_eval('Async\await(Async\spawn(fn() => strrev($mine)))');
dbgp_eval('Async\current_coroutine()->isCompleted()');
dbgp_stack(2);
dbgp_locals();
dbgp_go('step_over');
dbgp_go('detach');
echo "--- the child\n", dbgp_end();

echo "--- stop\n";
$script = dbgp_start($code);
dbgp_breakpoint($script, $line);
dbgp_go('run');
dbgp_go('stop');
echo "--- the child\n", dbgp_end();
?>
--EXPECT--
--- eval
init: PHP, 010-step-debug-eval-stop.child.php
breakpoint_set: set, line 7
run: break at 010-step-debug-eval-stop.child.php:7
  eval Async\delay(5) ?? "slept" = "slept"
  eval Async\await(Async\spawn(fn() => strrev($mine))) = "ylno fo eulav"
  eval Async\current_coroutine()->isCompleted() = bool 0
  #0 worker() at 010-step-debug-eval-stop.child.php:7
  #1 {closure}() at 010-step-debug-eval-stop.child.php:15
  $after = uninitialized
  $mine = "value of only"
  $name = "only"
step_over: break at 010-step-debug-eval-stop.child.php:8
detach: stopping
--- the child
only resumed
VALUE OF ONLY
done
shutdown function runs
--- stop
init: PHP, 010-step-debug-eval-stop.child.php
breakpoint_set: set, line 7
run: break at 010-step-debug-eval-stop.child.php:7
stop: stopped
--- the child
shutdown function runs
