--TEST--
TaskSet: the queue limit suspends the spawner; a task consumed frees nothing but a settled one does
--EXTENSIONS--
async
--FILE--
<?php

use Async\TaskSet;
use function Async\delay;
$s = new TaskSet(1, 1);
$log = [];
for ($i = 1; $i <= 3; $i++) {
    $s->spawn(function () use ($i, &$log) { delay(5); $log[] = "done $i"; return $i; });
    $log[] = "spawned $i";
}
$s->close();
foreach ($s as $k => [$r, $e]) { $log[] = "joined $r"; }
echo implode("\n", $log), "\n";

?>
--EXPECT--
spawned 1
spawned 2
done 1
spawned 3
joined 1
done 2
joined 2
done 3
joined 3
