--TEST--
current_coroutine() inside a coroutine is the object spawn() returned, also in nested functions and after suspension
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, suspend, current_coroutine};

function who() {
    return current_coroutine();
}
$seen = [];
$a = spawn(function () use (&$seen) {
    $seen[] = current_coroutine();
    suspend();
    $seen[] = who();
});
$b = spawn(function () use (&$seen) {
    $seen[] = current_coroutine();
});
await($a);
await($b);
var_dump($seen[0] === $a, $seen[1] === $b, $seen[2] === $a);
var_dump(current_coroutine()->getId());
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
int(1)
