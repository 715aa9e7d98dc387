--TEST--
delay(0) yields to other ready coroutines (like suspend()) without a timer
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await_all, delay};

$a = spawn(function () {
    for ($i = 0; $i < 3; $i++) {
        echo "a$i\n";
        delay(0);
    }
});
$b = spawn(function () {
    for ($i = 0; $i < 3; $i++) {
        echo "b$i\n";
        delay(0);
    }
});
echo "main before delay(0)\n";
delay(0);
echo "main after delay(0)\n";
await_all([$a, $b]);
?>
--EXPECT--
main before delay(0)
a0
b0
main after delay(0)
a1
b1
a2
b2
