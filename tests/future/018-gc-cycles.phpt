--TEST--
GC: a map() callback that holds its own Future, and a Future result that holds the Future, form cycles gc_collect_cycles() frees
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Future, FutureState};

class Tracker { public function __construct(public string $name) {} public function __destruct() { echo "freed {$this->name}\n"; } }

function pending_cycle() {
    $state = new FutureState();
    $future = new Future($state);
    $tracker = new Tracker('closure');
    $future->map(function ($v) use ($future, $tracker) { return $v; })->ignore();
    $state->ignore();
}
function result_cycle() {
    $state = new FutureState();
    $future = new Future($state);
    $box = new ArrayObject(['tracker' => new Tracker('result')]);
    $box['future'] = $future;
    $state->complete($box);
    $future->await();
}
pending_cycle();
result_cycle();
echo "before gc\n";
var_dump(gc_collect_cycles() > 0);
echo "after gc\n";
?>
--EXPECT--
before gc
freed closure
freed result
bool(true)
after gc
