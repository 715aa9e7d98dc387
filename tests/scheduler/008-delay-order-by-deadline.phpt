--TEST--
Coroutines sleeping in delay() wake in deadline order, not spawn order; delay(0) behaves as suspend()
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay, suspend};

// Deadlines 150 ms apart: starting each coroutine can take a while on a
// slow machine, and the first deadline is well after the zero-delay round.
spawn(function () {
    delay(500);
    echo "500 ms\n";
});
spawn(function () {
    delay(200);
    echo "200 ms\n";
});
spawn(function () {
    delay(350);
    echo "350 ms\n";
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
delay(600);
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
200 ms
350 ms
500 ms
main
Async\delay(): Argument #1 ($ms) must be greater than or equal to 0
