--TEST--
A failed coroutine whose held Coroutine object is released without looking at it is reported after the drain
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, suspend};

register_shutdown_function(function () {
    echo "shutdown function\n";
});
$c = spawn(function () {
    throw new LogicException("held");
});
suspend();
echo "not reported while held\n";
unset($c);
echo "main end\n";
?>
--EXPECTF--
not reported while held
main end

Fatal error: Uncaught LogicException: held in %s:%d
Stack trace:
#0 [internal function]: {closure}()
#1 %s(%d): Async\spawn()
#2 {main}
  thrown in %s on line %d
shutdown function
