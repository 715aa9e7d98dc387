--TEST--
After a fatal error, a scope finally() callback that throws is reported as uncaught; the other callbacks, of that scope and of the others, still run
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\{spawn, suspend};

$parent = new Scope();
$child = Scope::inherit($parent);
$child->finally(function () {
    echo "child finally 1\n";
    throw new RuntimeException("child finally failed");
});
$child->finally(function () { echo "child finally 2\n"; });
$parent->finally(function () { echo "parent finally\n"; });
spawn(function () { trigger_error("boom", E_USER_ERROR); });
suspend();
echo "main never\n";
?>
--EXPECTF--
Fatal error: boom in %s on line %d
child finally 1

Fatal error: Uncaught RuntimeException: child finally failed in %s:%d
Stack trace:
#0 [internal function]: {closure}(Object(Async\Scope))
#1 {main}
  thrown in %s on line %d
child finally 2
parent finally
