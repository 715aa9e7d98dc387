--TEST--
TaskGroup: finally() handlers run once the group is closed and finished; on a finished group at once
--EXTENSIONS--
async
--FILE--
<?php

use Async\TaskGroup;
use function Async\delay;
$g = new TaskGroup();
$g->finally(function (TaskGroup $group) use (&$g) { echo "finally 1, same group: ", var_export($group === $g, true), ", finished: ", var_export($group->isFinished(), true), "\n"; });
$g->finally(function () { echo "finally 2\n"; });
$g->spawn(function () { delay(5); echo "task done\n"; });
$g->all()->await();
echo "not closed yet, no finally\n";
$g->close();
delay(1);
echo "---\n";
$g->finally(function () { echo "late finally runs at once\n"; });
echo "after late finally\n";
try {
    $g->finally(function () { throw new RuntimeException("from a synchronous finally"); });
} catch (RuntimeException $e) { echo "caught: ", $e->getMessage(), "\n"; }

?>
--EXPECT--
task done
not closed yet, no finally
finally 1, same group: true, finished: true
finally 2
---
late finally runs at once
after late finally
caught: from a synchronous finally
