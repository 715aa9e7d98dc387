--TEST--
A fatal error in main (not in a coroutine): the coroutines are cancelled, the shutdown functions run, then the scopes' finally() callbacks, children before parents
--EXTENSIONS--
async
--FILE--
<?php
use Async\Scope;
use function Async\{delay, suspend};

register_shutdown_function(function () { echo "shutdown function\n"; });
$root = new Scope();
$root->finally(function () { echo "root finally\n"; });
$child = Scope::inherit($root);
$grandchild = Scope::inherit($child);
$grandchild->finally(function () { echo "grandchild finally\n"; });
$child->finally(function (Scope $scope) { echo "child finally: finished=", var_export($scope->isFinished(), true), "\n"; });
$child->spawn(function () {
    try {
        delay(10000);
    } finally {
        echo "worker finally\n";
    }
});
suspend();
trigger_error("main cannot go on", E_USER_ERROR);
?>
--EXPECTF--
Fatal error: main cannot go on in %s on line %d
worker finally
shutdown function
grandchild finally
child finally: finished=true
root finally
