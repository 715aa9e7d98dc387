--TEST--
Xdebug step debugging (a DBGp client): a line breakpoint in a coroutine's function after a suspension breaks in each coroutine, with that coroutine's stack and variables; step_over stays in the coroutine; the script then ends normally
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

function worker(string $name, int $ms): string {
    $mine = "value of $name";
    delay($ms);
    $after = strtoupper($mine); // breakpoint
    echo "$name resumed\n";
    return $after;
}

/* The first coroutine reaches the breakpoint first (its delay ends first)
 * and ends without suspending again: main, waiting for it, goes on before
 * the second one resumes, however long the debugger held the first. */
$first = spawn(fn() => worker('first', 10));
$second = spawn(fn() => worker('second', 200));
echo await($first), "\n", await($second), "\n";
echo "done\n";
PHP;

$script = dbgp_start($code);
dbgp_breakpoint($script, dbgp_line_of($code, '// breakpoint'));

dbgp_go('run');
dbgp_stack(2);
dbgp_locals();
dbgp_property('$name');
dbgp_go('step_over');
dbgp_stack(1);

dbgp_go('run');
dbgp_stack(2);
dbgp_locals();
dbgp_property('$name');

dbgp_go('run');
echo "--- the child\n", dbgp_end();
?>
--EXPECT--
init: PHP, 009-step-debug.child.php
breakpoint_set: set, line 7
run: break at 009-step-debug.child.php:7
  #0 worker() at 009-step-debug.child.php:7
  #1 {closure}() at 009-step-debug.child.php:15
  $after = uninitialized
  $mine = "value of first"
  $ms = int 10
  $name = "first"
  property_get $name = "first"
step_over: break at 009-step-debug.child.php:8
  #0 worker() at 009-step-debug.child.php:8
run: break at 009-step-debug.child.php:7
  #0 worker() at 009-step-debug.child.php:7
  #1 {closure}() at 009-step-debug.child.php:16
  $after = uninitialized
  $mine = "value of second"
  $ms = int 200
  $name = "second"
  property_get $name = "second"
run: stopping
--- the child
first resumed
VALUE OF FIRST
second resumed
VALUE OF SECOND
done
