--TEST--
TaskGroup: errors nobody received are reported as an unhandled CompositeException when the group dies
--EXTENSIONS--
async
--FILE--
<?php

use Async\TaskGroup;
use function Async\delay;
$g = new TaskGroup();
$g->spawnWithKey("seen", fn() => throw new RuntimeException("seen"));
$g->spawnWithKey("unseen", fn() => throw new LogicException("never looked at"));
delay(5);
try { $g->race()->await(); } catch (RuntimeException $e) { echo "race: ", $e->getMessage(), "\n"; }
unset($g);
delay(5);
echo "not reached\n";

?>
--EXPECTF--
race: seen

Fatal error: Uncaught Async\CompositeException: 1 task error of a TaskGroup nobody handled (use getErrors(), all(), foreach or suppressErrors()) in %s:10
Stack trace:
#0 %s(10): Async\spawn()
#1 {main}
  thrown in %s on line 10
