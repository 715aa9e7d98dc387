--TEST--
TaskSet: an error nobody joined is reported when the set dies
--EXTENSIONS--
async
--FILE--
<?php

use Async\TaskSet;
use function Async\delay;
$s = new TaskSet();
$s->spawn(fn() => throw new RuntimeException("unjoined"));
delay(1);
$s = null;
delay(1);
echo "not reached\n";

?>
--EXPECTF--

Fatal error: Uncaught Async\CompositeException: 1 task error of a TaskSet nobody handled (join them or iterate the set, or cancel() it) in %s:8
Stack trace:
#0 %s(8): Async\spawn()
#1 {main}
  thrown in %s on line 8
