--TEST--
A finally() handler runs right after its coroutine completes, ahead of coroutines already queued
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, suspend};

$f = spawn(function () {
    echo "F body\n";
});
$f->finally(function ($c) use ($f) {
    echo "F finally handler, same object: ";
    var_dump($c === $f);
});
spawn(function () {
    echo "G body\n";
});
spawn(function () {
    echo "H body\n";
});
suspend();
echo "main\n";
?>
--EXPECT--
F body
F finally handler, same object: bool(true)
G body
H body
main
