--TEST--
Out of memory (runaway recursion) in a coroutine after the script ended: the shutdown functions run, then the scopes' finally() callbacks, which may still suspend
--EXTENSIONS--
async
--INI--
memory_limit=16M
--FILE--
<?php
require __DIR__ . '/zend_allocator.inc';
run_with_zend_allocator(__FILE__);
use Async\Scope;
use function Async\{spawn, delay};

register_shutdown_function(function () { echo "shutdown function\n"; });
$scope = new Scope();
$child = Scope::inherit($scope);
$scope->finally(function () {
    delay(5);
    echo "scope finally after a delay\n";
});
$child->finally(function () { echo "child finally\n"; });
$child->spawn(function () {
    try {
        delay(1000);
        echo "other resumed\n";
    } finally {
        echo "other finally\n";
    }
});
spawn(function () {
    function runaway(int $n): int { return runaway($n + 1) + 1; }
    delay(10);
    runaway(0);
});
echo "main end\n";
?>
--EXPECTF--
main end

Fatal error: Allowed memory size of 16777216 bytes exhausted %s in %s on line %d
shutdown function
child finally
scope finally after a delay
