--TEST--
TaskGroup: any() settles with the first success, skipping errors
--EXTENSIONS--
async
--FILE--
<?php

use Async\TaskGroup;
use function Async\delay;
$g = new TaskGroup();
$g->spawn(function () { delay(1); throw new RuntimeException("first fails"); });
$g->spawn(function () { delay(10); return "second wins"; });
$g->spawn(function () { delay(30); return "third"; });
echo $g->any()->await(), "\n";
echo "again: ", $g->any()->await(), "\n";
try { (new TaskGroup())->any(); } catch (Async\AsyncException $e) { echo $e->getMessage(), "\n"; }
$g->close();
$g->awaitCompletion();
$g->suppressErrors();

?>
--EXPECT--
second wins
again: second wins
Cannot call any() on an empty TaskGroup
