--TEST--
TaskGroup: queueLimit defaults to twice the concurrency; 0 is unbounded
--EXTENSIONS--
async
--FILE--
<?php

use Async\TaskGroup;
use function Async\delay;
$g = new TaskGroup(2);
$waited = false;
for ($i = 0; $i < 6; $i++) { $g->spawn(fn() => delay(5)); }
echo "6 spawned without waiting: ", print_r($g, true);
$t = hrtime(true);
$g->spawn(fn() => 1);
echo "7th spawn waited: ", (hrtime(true) - $t) > 1e6 ? "yes" : "no", "\n";
$u = new TaskGroup(1, 0);
for ($i = 0; $i < 100; $i++) { $u->spawn(fn() => delay(1)); }
echo "unbounded queue: ", print_r($u, true);
$g->close(); $u->close();
$g->awaitCompletion(); $u->awaitCompletion();
echo "done\n";

?>
--EXPECT--
6 spawned without waiting: Async\TaskGroup Object
(
    [count] => 6
    [running] => 2
    [queued] => 4
    [closed] => 
    [finished] => 
)
7th spawn waited: yes
unbounded queue: Async\TaskGroup Object
(
    [count] => 100
    [running] => 1
    [queued] => 99
    [closed] => 
    [finished] => 
)
done
