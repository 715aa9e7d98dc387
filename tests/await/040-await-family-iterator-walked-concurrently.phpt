--TEST--
The await_*() functions walk an iterator in a coroutine of its own while the caller waits: items are watched as soon as they are produced
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, suspend, await_all, await_any_or_fail};

// Items finish while the generator is still producing: they settle in the
// order they finished, not in the order they were produced.
function producer(): Generator {
    yield 'slow' => spawn(function () { delay(100); return 'slow'; });
    yield 'quick' => spawn(function () { delay(10); return 'quick'; });
    delay(300);
    yield 'last' => spawn(fn() => 'last');
}
echo json_encode(await_all(producer(), null, false)[0]), "\n";

// The first to finish wins though the generator still suspends; the walk
// is then cancelled and has unwound before the call returns.
function endless(): Generator {
    try {
        yield spawn(function () { delay(10); return 'fast'; });
        delay(5000);
        yield spawn(fn() => 'never');
    } finally {
        echo "producer unwound\n";
    }
}
$start = hrtime(true);
$winner = await_any_or_fail(endless());
echo "winner: $winner\n";
var_dump((hrtime(true) - $start) / 1e6 < 2500);

// An iterator whose methods suspend runs beside the other coroutines.
class Stepping implements Iterator
{
    private int $i = 0;
    public function rewind(): void { suspend(); $this->i = 0; }
    public function valid(): bool { return $this->i < 3; }
    public function current(): mixed { $i = $this->i; echo "produce $i\n"; return spawn(fn() => $i); }
    public function key(): mixed { return $this->i; }
    public function next(): void { suspend(); $this->i++; }
}
spawn(function () {
    for ($n = 1; $n <= 4; $n++) {
        echo "tick $n\n";
        suspend();
    }
});
echo json_encode(await_all(new Stepping())), "\n";
?>
--EXPECT--
{"quick":"quick","slow":"slow","last":"last"}
producer unwound
winner: fast
bool(true)
tick 1
tick 2
produce 0
tick 3
produce 1
tick 4
produce 2
[[0,1,2],[]]
