--TEST--
Coroutine::asHiPriority() returns $this and moves a queued coroutine ahead of normal ones
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, suspend};

$a = spawn(function () { echo "a (normal)\n"; });
$b = spawn(function () { echo "b (normal)\n"; });
$h = spawn(function () { echo "h (hi)\n"; });
var_dump($h->asHiPriority() === $h);
$c = spawn(function () { echo "c (normal)\n"; });
suspend();
echo "main\n";
?>
--EXPECT--
bool(true)
h (hi)
a (normal)
b (normal)
c (normal)
main
