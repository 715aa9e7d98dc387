--TEST--
A failed coroutine whose Coroutine object is held and inspected is not reported as unhandled
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, suspend};

register_shutdown_function(function () {
    echo "shutdown function\n";
});
$other = spawn(function () {
    suspend();
    suspend();
    echo "other not cancelled\n";
});
$c = spawn(function () {
    throw new LogicException("held");
});
suspend();
echo "still running\n";
var_dump($c->isCompleted());
echo get_class($c->getException()), ": ", $c->getException()->getMessage(), "\n";
unset($c);
echo "main end\n";
?>
--EXPECT--
still running
bool(true)
LogicException: held
main end
other not cancelled
shutdown function
