--TEST--
TaskGroup: a task may spawn into its own group, close or cancel it
--EXTENSIONS--
async
--FILE--
<?php

use Async\TaskGroup;
use function Async\delay;
$g = new TaskGroup(2);
$g->spawn(function () use ($g) {
    $g->spawnWithKey("child", function () use ($g) {
        $g->spawnWithKey("grandchild", fn() => "gc");
        return "child";
    });
    delay(5);
    $g->close();
    return "parent";
});
/* Closed by its own task: foreach ends then. */
foreach ($g as $key => $_) { echo "settled $key\n"; }
var_dump($g->all()->await());
$h = new TaskGroup();
$h->spawn(function () use ($h) { $h->cancel(); return "cancelled its own group"; });
$h->spawn(function () { delay(100); return "never"; });
foreach ($h as $_) {}
var_dump($h->getResults(), array_map(fn($e) => get_class($e), $h->getErrors()));
$k = new TaskGroup();
$k->spawn(function () use ($k) { $k->dispose(); delay(10); });
foreach ($k as $_) {}
echo "disposed from inside: ", get_class($k->getErrors()[0]), "\n";

?>
--EXPECT--
settled child
settled grandchild
settled 0
array(3) {
  [0]=>
  string(6) "parent"
  ["child"]=>
  string(5) "child"
  ["grandchild"]=>
  string(2) "gc"
}
array(1) {
  [0]=>
  string(23) "cancelled its own group"
}
array(1) {
  [1]=>
  string(23) "Async\AsyncCancellation"
}
disposed from inside: Async\AsyncCancellation
