--TEST--
TaskGroup: foreach yields key => [result, error] in settle order, suspending until each settles
--EXTENSIONS--
async
--FILE--
<?php
// Delays 100 ms apart: the order must hold under valgrind on a busy machine.
use Async\TaskGroup;
use function Async\delay;
$g = new TaskGroup();
$g->spawnWithKey("c", function () { delay(300); return "third"; });
$g->spawnWithKey("a", function () { delay(100); return "first"; });
$g->spawnWithKey("b", function () { delay(200); throw new RuntimeException("second"); });
$g->spawnWithKey("late", function () use ($g) { delay(25); $g->close(); return "closer"; });
foreach ($g as $key => [$result, $error]) {
    echo "$key => ", var_export($result, true), ", ", $error ? get_class($error) . "(" . $error->getMessage() . ")" : "null", "\n";
}
echo "iteration ended; count ", count($g), "\n";
foreach ($g as $key => $pair) { echo "again $key\n"; }
unset($g);
delay(1);
echo "errors were received by foreach: no report\n";

?>
--EXPECT--
late => 'closer', null
a => 'first', null
b => NULL, RuntimeException(second)
c => 'third', null
iteration ended; count 4
again late
again a
again b
again c
errors were received by foreach: no report
