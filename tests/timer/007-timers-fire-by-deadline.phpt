--TEST--
Timers fire in deadline order regardless of the order they were started in
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await_all, delay};

$order = [];
$cs = [];
foreach ([250, 50, 200, 100, 150] as $ms) {
    $cs[] = spawn(function () use ($ms, &$order) {
        delay($ms);
        $order[] = $ms;
    });
}
await_all($cs);
echo implode(",", $order), "\n";
?>
--EXPECT--
50,100,150,200,250
