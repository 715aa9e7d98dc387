--TEST--
TaskGroup: suppressErrors() keeps the errors from being reported
--EXTENSIONS--
async
--FILE--
<?php

use Async\TaskGroup;
use function Async\delay;
$g = new TaskGroup();
$g->spawn(fn() => throw new RuntimeException("ignored"));
$g->close();
$g->awaitCompletion();
$g->suppressErrors();
echo "errors still there: ", count($g->getErrors()), "\n";
$h = new TaskGroup();
$h->spawn(fn() => throw new RuntimeException("ignored too"));
delay(1);
$h->suppressErrors();
unset($g, $h);
delay(1);
echo "no report\n";

?>
--EXPECT--
errors still there: 1
no report
