--TEST--
TaskGroup: a finally handler that throws is reported as unhandled; the other handlers still run
--EXTENSIONS--
async
--FILE--
<?php

use Async\TaskGroup;
use function Async\delay;
$g = new TaskGroup();
$g->finally(function () { throw new RuntimeException("finally failed"); });
$g->finally(function () { echo "second handler runs\n"; });
$g->close();
delay(5);
echo "not reached\n";

?>
--EXPECTF--
second handler runs

Fatal error: Uncaught RuntimeException: finally failed in %s:6
Stack trace:
#0 [internal function]: {closure}(Object(Async\TaskGroup))
#1 %s(8): Async\spawn()
#2 {main}
  thrown in %s on line 6
