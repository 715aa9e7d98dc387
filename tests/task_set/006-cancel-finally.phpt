--TEST--
TaskSet: cancel(), close(), awaitCompletion() and finally() work as on TaskGroup
--EXTENSIONS--
async
--FILE--
<?php

use Async\{TaskSet, AsyncCancellation};
use function Async\delay;
$s = new TaskSet(1);
$s->finally(fn(TaskSet $set) => print("finally: " . count($set) . " entries\n"));
$s->spawn(function () { try { delay(1000); } catch (AsyncCancellation $e) { echo "cancelled\n"; throw $e; } });
$s->spawn(fn() => print("never\n"));
try { $s->awaitCompletion(); } catch (Async\AsyncException $e) { echo $e->getMessage(), "\n"; }
delay(1);
$s->cancel();
$s->awaitCompletion();
var_dump($s->isClosed(), $s->isFinished());
try { $s->spawn(fn() => 1); } catch (Async\AsyncException $e) { echo $e->getMessage(), "\n"; }
delay(1);
$t = new TaskSet();
$t->spawn(fn() => 1);
$t->close();
$t->awaitCompletion();
$t->finally(fn() => print("finally at once\n"));
$t->dispose();
echo "end\n";

?>
--EXPECT--
TaskSet must be closed before calling awaitCompletion()
cancelled
finally: 2 entries
bool(true)
bool(true)
Cannot spawn tasks on a closed TaskSet
finally at once
end
