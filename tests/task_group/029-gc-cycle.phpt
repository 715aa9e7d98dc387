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
    $g->spawn(function () use ($g) { delay(1); return 1; });
    $g->finally(function () use ($g) {});
    $g->all()->ignore();
}
make();
delay(50);
echo "collected: ", gc_collect_cycles() > 0 ? "yes" : "no", "\n";
echo "end\n";

?>
--EXPECT--
collected: marker destroyed
yes
end
