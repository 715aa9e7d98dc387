--TEST--
TaskGroup: a full queue suspends the spawner until a slot frees
--EXTENSIONS--
async
--FILE--
<?php

use Async\TaskGroup;
use function Async\delay;
$g = new TaskGroup(concurrency: 1, queueLimit: 2);
$log = [];
for ($i = 1; $i <= 5; $i++) {
    $log[] = "spawn $i";
    $g->spawn(function () use ($i, &$log) { $log[] = "start $i"; delay(5); $log[] = "done $i"; });
    $log[] = "spawned $i (count " . count($g) . ")";
}
$g->close();
$g->awaitCompletion();
echo implode("\n", $log), "\n";

?>
--EXPECT--
spawn 1
spawned 1 (count 1)
spawn 2
spawned 2 (count 2)
spawn 3
spawned 3 (count 3)
spawn 4
start 1
done 1
start 2
spawned 4 (count 4)
spawn 5
done 2
start 3
spawned 5 (count 5)
done 3
start 4
done 4
start 5
done 5
