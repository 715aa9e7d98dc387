--TEST--
asHiPriority() returns the same coroutine and puts it at the head of the queue
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, suspend};

for ($i = 1; $i <= 3; $i++) {
    spawn(function () use ($i) {
        echo "normal $i\n";
    });
}
$c = spawn(function () {
    echo "high\n";
});
var_dump($c->asHiPriority() === $c);
spawn(function () {
    echo "normal 4\n";
});
suspend();
echo "main\n";
?>
--EXPECT--
bool(true)
high
normal 1
normal 2
normal 3
normal 4
main
