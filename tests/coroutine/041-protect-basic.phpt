--TEST--
protect() runs the closure and returns its value (also in main); exceptions pass through; only a Closure is accepted
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, protect, suspend};

var_dump(protect(fn () => 'from main'));
var_dump(await(spawn(function () {
    return protect(function () {
        suspend();
        return [1, 2];
    });
})));
try {
    protect(function () { throw new LogicException('inner'); });
} catch (LogicException $e) {
    echo "caught: ", $e->getMessage(), "\n";
}
try {
    protect('strlen');
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
string(9) "from main"
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
caught: inner
Async\protect(): Argument #1 ($closure) must be of type Closure, string given
