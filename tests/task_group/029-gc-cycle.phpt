--TEST--
TaskGroup: a group referenced by its own tasks and results is collected by the GC
--EXTENSIONS--
async
--FILE--
<?php

use Async\TaskGroup;
use function Async\delay;
class Marker { function __construct(public $ref = null) {} function __destruct() { echo "marker destroyed\n"; } }
function make() {
    $g = new TaskGroup(1);
    $g->spawn(function () use ($g) { return new Marker($g); });
    $g->spawn(function () use ($g) { return [$g]; });
    // Last of the three (the group runs one at a time).
    $g->spawn(function () use ($g) { delay(1); $GLOBALS['settled'] = true; return 1; });
    $g->finally(function () use ($g) {});
    $g->all()->ignore();
}
make();
// Until its tasks are done (a fixed delay is too short under valgrind).
while (empty($GLOBALS['settled'])) {
    delay(5);
}
delay(1);
echo "collected: ", gc_collect_cycles() > 0 ? "yes" : "no", "\n";
echo "end\n";

?>
--EXPECT--
collected: marker destroyed
yes
end
