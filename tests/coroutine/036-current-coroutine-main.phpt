--TEST--
current_coroutine() in the main script starts the scheduler and returns the main coroutine (id 1), always the same object
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{current_coroutine, get_coroutines};

var_dump(get_coroutines());
$main = current_coroutine();
var_dump(get_class($main), $main->getId(), $main === current_coroutine());
var_dump(count(get_coroutines()), get_coroutines()[0] === $main);
?>
--EXPECT--
array(0) {
}
string(15) "Async\Coroutine"
int(1)
bool(true)
int(1)
bool(true)
