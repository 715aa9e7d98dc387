--TEST--
TaskGroup: any() rejects with a CompositeException when every task failed
--EXTENSIONS--
async
--FILE--
<?php

use Async\{TaskGroup, CompositeException};
use function Async\delay;
$g = new TaskGroup();
$g->spawnWithKey("a", function () { delay(10); throw new RuntimeException("a failed"); });
$g->spawnWithKey("b", function () { throw new LogicException("b failed"); });
try {
    $g->any()->await();
} catch (CompositeException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
    foreach ($e->getExceptions() as $error) { echo "  ", $error->getMessage(), "\n"; }
}
try { $g->any()->await(); } catch (CompositeException $e) { echo "at once: ", count($e->getExceptions()), " errors\n"; }

?>
--EXPECT--
Async\CompositeException: All tasks failed
  a failed
  b failed
at once: 2 errors
