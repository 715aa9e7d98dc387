--TEST--
TaskGroup: cancel() closes the group, cancels running tasks and fails queued ones that never start
--EXTENSIONS--
async
--FILE--
<?php

use Async\{TaskGroup, AsyncCancellation};
use function Async\delay;
$g = new TaskGroup(2);
$started = [];
for ($i = 0; $i < 5; $i++) {
    $g->spawn(function () use ($i, &$started) {
        $started[] = $i;
        try { delay(1000); } catch (AsyncCancellation $e) { echo "task $i cancelled: ", $e->getMessage(), "\n"; throw $e; }
    });
}
delay(1);
$g->cancel(new AsyncCancellation("stop now"));
var_dump($g->isClosed());
$g->awaitCompletion();
echo "started: ", implode(",", $started), "\n";
foreach ($g->getErrors() as $k => $e) { echo "$k: ", get_class($e), " ", $e->getMessage(), "\n"; }
$g->cancel();
$h = new TaskGroup();
$h->spawn(fn() => delay(1000));
$h->cancel();
$h->awaitCompletion();
echo get_class($h->getErrors()[0]), ": ", $h->getErrors()[0]->getMessage(), "\n";

?>
--EXPECT--
bool(true)
task 0 cancelled: stop now
task 1 cancelled: stop now
started: 0,1
0: Async\AsyncCancellation stop now
1: Async\AsyncCancellation stop now
2: Async\AsyncCancellation stop now
3: Async\AsyncCancellation stop now
4: Async\AsyncCancellation stop now
Async\AsyncCancellation: TaskGroup cancelled
