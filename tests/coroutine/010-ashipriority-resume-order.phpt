--TEST--
Coroutine::asHiPriority() on a waiting coroutine: when woken it runs before already queued normal coroutines
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, suspend};

function scenario(bool $hi) {
    $x = spawn(function () { echo "x start\n"; suspend(); echo "x end\n"; });
    $a = spawn(function () use ($x) { echo "a waits\n"; await($x); echo "a resumed\n"; });
    $n = spawn(function () { echo "n start\n"; suspend(); echo "n end\n"; });
    suspend();
    if ($hi) {
        $a->asHiPriority();
    }
    await($a);
    await($n);
}
echo "-- normal --\n";
scenario(false);
echo "-- hi --\n";
scenario(true);
?>
--EXPECT--
-- normal --
x start
a waits
n start
x end
n end
a resumed
-- hi --
x start
a waits
n start
x end
a resumed
n end
