--TEST--
TaskGroup: spawn after close() or cancel() throws
--EXTENSIONS--
async
--FILE--
<?php

use Async\TaskGroup;
$g = new TaskGroup();
$g->close();
var_dump($g->isClosed());
try { $g->spawn(fn() => 1); } catch (Async\AsyncException $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { $g->spawnWithKey("k", fn() => 1); } catch (Async\AsyncException $e) { echo $e->getMessage(), "\n"; }
$g->close();
$g2 = new TaskGroup();
$g2->cancel();
var_dump($g2->isClosed());
try { $g2->spawn(fn() => 1); } catch (Async\AsyncException $e) { echo $e->getMessage(), "\n"; }
echo count($g), count($g2), "\n";

?>
--EXPECT--
bool(true)
Async\AsyncException: Cannot spawn tasks on a closed TaskGroup
Cannot spawn tasks on a closed TaskGroup
bool(true)
Cannot spawn tasks on a closed TaskGroup
00
