--TEST--
TaskGroup: spawning into a full queue where the caller cannot suspend throws instead of blocking
--EXTENSIONS--
async
--FILE--
<?php

use Async\TaskGroup;
use function Async\delay;
$g = new TaskGroup(1, 1);
$g->spawn(fn() => delay(10));
$g->spawn(fn() => delay(10));
class Spawner { function __construct(public TaskGroup $g) {} function __destruct() {
    try { $this->g->spawn(fn() => 1); } catch (Async\AsyncException $e) { echo $e->getMessage(), "\n"; }
} }
$s = new Spawner($g);
unset($s);
echo count($g), "\n";
$g->close();
$g->awaitCompletion();

?>
--EXPECT--
The TaskGroup queue is full (queueLimit 1) and the caller cannot suspend here; raise queueLimit or spawn from a coroutine
2
