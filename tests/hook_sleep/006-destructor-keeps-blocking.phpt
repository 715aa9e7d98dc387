--TEST--
Where switching is forbidden (a destructor) usleep() blocks as in plain PHP instead of suspending
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await};

class Slow { function __destruct() { usleep(50000); echo "destructor slept\n"; } }

$ticks = 0;
$ticker = spawn(function () use (&$ticks) { for ($i = 0; $i < 5; $i++) { $ticks++; usleep(5000); } });
await(spawn(function () use (&$ticks) {
    $before = $ticks;
    $o = new Slow;
    unset($o);                 // 50 ms inside the destructor, nobody else runs
    echo "ticks during destructor: ", $ticks - $before, "\n";
}));
await($ticker);
var_dump($ticks);
?>
--EXPECT--
destructor slept
ticks during destructor: 0
int(5)
