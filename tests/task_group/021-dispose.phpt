--TEST--
TaskGroup: dispose() cancels every task and closes the group
--EXTENSIONS--
async
--FILE--
<?php

use Async\{TaskGroup, AsyncCancellation};
use function Async\delay;
$g = new TaskGroup(1);
$g->spawn(function () { try { delay(1000); } catch (AsyncCancellation $e) { echo "cancelled: ", $e->getMessage(), "\n"; throw $e; } });
$g->spawn(fn() => print("never\n"));
delay(1);
$g->dispose();
$g->awaitCompletion();
var_dump($g->isClosed(), $g->isFinished(), count($g->getErrors()));
$g->dispose();
echo "second dispose is harmless\n";

?>
--EXPECT--
cancelled: Scope is being disposed due to TaskGroup disposal
bool(true)
bool(true)
int(2)
second dispose is harmless
