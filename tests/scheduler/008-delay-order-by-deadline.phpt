--TEST--
Coroutines sleeping in delay() wake in deadline order, not spawn order; delay(0) behaves as suspend()
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, suspend};

spawn(function () {
    delay(150);
    echo "150 ms\n";
});
spawn(function () {
    delay(50);
    echo "50 ms\n";
});
spawn(function () {
    delay(100);
    echo "100 ms\n";
});
spawn(function () {
    echo "Z1\n";
    delay(0);
    echo "Z2\n";
});
spawn(function () {
    echo "Y1\n";
    suspend();
    echo "Y2\n";
});
delay(200);
echo "main\n";
try {
    delay(-1);
} catch (ValueError $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
Z1
Y1
Z2
Y2
50 ms
100 ms
150 ms
main
Async\delay(): Argument #1 ($ms) must be greater than or equal to 0
