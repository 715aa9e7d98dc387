--TEST--
A failed coroutine kept alive by a shutdown function that inspects it is not reported as unhandled
--EXTENSIONS--
async
--FILE--
<?php
use function Async\spawn;

$c = spawn(function () {
    throw new Exception("inspected later");
});
register_shutdown_function(function () use ($c) {
    echo "shutdown function: ", get_class($c->getException()), ": ", $c->getException()->getMessage(), "\n";
});
echo "main end\n";
?>
--EXPECT--
main end
shutdown function: Exception: inspected later
