--TEST--
After a fatal error, a scope finally() callback that itself triggers a fatal error: reported; the callbacks after it still run, nothing hangs
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\{spawn, delay, suspend};

$parent = new Scope();
$child = Scope::inherit($parent);
$child->finally(function () {
    echo "child finally 1\n";
    delay(5);
    trigger_error("second fatal", E_USER_ERROR);
});
$child->finally(function () {
    echo "child finally 2\n";
    delay(5);
    trigger_error("third fatal", E_USER_ERROR);
});
$parent->finally(function () {
    delay(5);
    echo "parent finally\n";
});
spawn(function () { trigger_error("boom", E_USER_ERROR); });
suspend();
echo "main never\n";
?>
--EXPECTF--
Fatal error: boom in %s on line %d
child finally 1

Fatal error: second fatal in %s on line %d
child finally 2

Fatal error: third fatal in %s on line %d
parent finally
