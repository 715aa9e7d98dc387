--TEST--
Unhandled exception in a nested scope after the script ended: scope cancelled, reported exactly once as a fatal uncaught error after the drain, shutdown functions still run
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\{delay, suspend};

register_shutdown_function(function () {
    echo "shutdown function\n";
});
$outer = new Scope();
$inner = Scope::inherit($outer);
$inner->spawn(function () {
    try {
        delay(1000);
    } finally {
        echo "sibling finally\n";
    }
});
$inner->spawn(function () {
    delay(10);
    throw new RuntimeException("boom");
});
echo "main end\n";
?>
--EXPECTF--
main end
sibling finally

Fatal error: Uncaught RuntimeException: boom in %s:%d
Stack trace:
#0 [internal function]: {closure}()
#1 %s(%d): Async\spawn()
#2 {main}
  thrown in %s on line %d
shutdown function
