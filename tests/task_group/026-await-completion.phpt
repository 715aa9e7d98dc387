--TEST--
TaskGroup: awaitCompletion() needs a closed group, waits for all tasks and never throws their errors
--EXTENSIONS--
async
--FILE--
<?php

use Async\TaskGroup;
use function Async\delay;
$g = new TaskGroup();
$g->spawn(function () { delay(10); throw new RuntimeException("x"); });
try { $g->awaitCompletion(); } catch (Async\AsyncException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$g->close();
$g->awaitCompletion();
var_dump($g->isFinished());
$g->awaitCompletion();
$g->suppressErrors();
echo "done\n";

?>
--EXPECT--
Async\AsyncException: TaskGroup must be closed before calling awaitCompletion()
bool(true)
done
