--TEST--
TaskGroup: cancelling the parent scope reaches running and queued tasks
--EXTENSIONS--
async
--FILE--
<?php

use Async\{TaskGroup, Scope, AsyncCancellation};
use function Async\delay;
$parent = Scope::inherit();
$g = new TaskGroup(1, 0, $parent);
$g->spawn(function () {
    try { delay(1000); } catch (AsyncCancellation $e) { echo "running task: ", $e->getMessage(), "\n"; throw $e; }
});
$g->spawn(fn() => print("queued task must not start\n"));
delay(1);
$parent->cancel();
var_dump($g->isClosed());
$g->awaitCompletion();
foreach ($g->getErrors() as $k => $e) { echo "$k: ", get_class($e), "\n"; }
try { $g->spawn(fn() => 1); } catch (Async\AsyncException $e) { echo $e->getMessage(), "\n"; }
$outer = Scope::inherit();
$inner = $outer->spawn(function () {
    $g = new TaskGroup();
    $g->spawn(function () { try { delay(1000); } catch (AsyncCancellation $e) { echo "task of a group made in a cancelled coroutine scope: cancelled\n"; } });
    $g->close();
    $g->awaitCompletion();
});
delay(1);
$outer->cancel();
delay(5);
echo "done\n";

?>
--EXPECT--
bool(true)
running task: Scope cancelled
0: Async\AsyncCancellation
1: Async\AsyncCancellation
Cannot spawn tasks on a closed TaskGroup
task of a group made in a cancelled coroutine scope: cancelled
done
