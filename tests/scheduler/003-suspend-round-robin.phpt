--TEST--
suspend() re-queues the current coroutine at the tail: coroutines take turns (round robin), main included
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, suspend};

$cs = [];
foreach (['a', 'b', 'c'] as $name) {
    $cs[] = spawn(function () use ($name) {
        for ($i = 0; $i < 3; $i++) {
            echo "$name$i ";
            suspend();
        }
    });
}
for ($i = 0; $i < 3; $i++) {
    suspend();
    echo "M$i ";
}
foreach ($cs as $c) {
    await($c);
}
echo "\n";
?>
--EXPECT--
a0 b0 c0 M0 a1 b1 c1 M1 a2 b2 c2 M2 
