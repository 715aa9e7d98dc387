--TEST--
TaskSet: joinNext() hands out outcomes in settle order and removes them
--EXTENSIONS--
async
--FILE--
<?php

use Async\TaskSet;
use function Async\delay;
$s = new TaskSet();
$s->spawnWithKey("slow", function () { delay(60); return "slow"; });
$s->spawnWithKey("fast", function () { delay(10); return "fast"; });
$s->spawnWithKey("bad", function () { delay(30); throw new RuntimeException("bad"); });
echo $s->joinNext()->await(), " count=", count($s), "\n";
try { $s->joinNext()->await(); } catch (RuntimeException $e) { echo "error: ", $e->getMessage(), " count=", count($s), "\n"; }
echo $s->joinNext()->await(), " count=", count($s), "\n";
try { $s->joinNext(); } catch (Async\AsyncException $e) { echo $e->getMessage(), "\n"; }

?>
--EXPECT--
fast count=2
error: bad count=1
slow count=0
Cannot join an empty TaskSet
