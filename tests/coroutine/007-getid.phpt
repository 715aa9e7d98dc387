--TEST--
Coroutine::getId(): main is 1, spawned coroutines count up in spawn order (also from inside coroutines)
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, current_coroutine};

$a = spawn(fn () => current_coroutine()->getId());
$b = spawn(function () {
    $inner = spawn(fn () => null);
    return [current_coroutine()->getId(), $inner->getId()];
});
$c = spawn(fn () => null);
var_dump(current_coroutine()->getId(), $a->getId(), $b->getId(), $c->getId());
var_dump(await($a));
var_dump(await($b));
var_dump(spawn(fn () => null)->getId());
?>
--EXPECT--
int(1)
int(2)
int(3)
int(4)
int(2)
array(2) {
  [0]=>
  int(3)
  [1]=>
  int(5)
}
int(6)
