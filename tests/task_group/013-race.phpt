--TEST--
TaskGroup: race() settles with the first task to settle, success or error
--EXTENSIONS--
async
--FILE--
<?php

use Async\TaskGroup;
use function Async\delay;
$g = new TaskGroup();
$g->spawn(function () { delay(30); return "slow"; });
$g->spawn(function () { delay(5); return "fast"; });
echo $g->race()->await(), "\n";
echo "already settled: ", $g->race()->await(), "\n";
$h = new TaskGroup();
$h->spawn(function () { delay(30); return "slow"; });
$h->spawn(function () { delay(5); throw new RuntimeException("fast failure"); });
try { $h->race()->await(); } catch (RuntimeException $e) { echo "race rejected: ", $e->getMessage(), "\n"; }
try { (new TaskGroup())->race(); } catch (Async\AsyncException $e) { echo $e->getMessage(), "\n"; }
$g->close(); $h->close();
$g->awaitCompletion(); $h->awaitCompletion();

?>
--EXPECT--
fast
already settled: fast
race rejected: fast failure
Cannot race on an empty TaskGroup
