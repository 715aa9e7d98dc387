--TEST--
A fatal error (E_USER_ERROR) in a coroutine: the scopes' finally() callbacks still run, after the shutdown functions, children before parents, each scope's in registration order
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Scope, SpawnStrategy, Coroutine};
use function Async\{spawn, spawn_with, delay};

// The main scope is what a SpawnStrategy is handed for spawn_with() in main.
final class MainScope implements SpawnStrategy {
    public ?Scope $scope = null;
    public function provideScope(): ?Scope { return null; }
    public function beforeCoroutineEnqueue(Coroutine $coroutine, Scope $scope): array { $this->scope = $scope; return []; }
    public function afterCoroutineEnqueue(Coroutine $coroutine, Scope $scope): void {}
}
$grab = new MainScope();
spawn_with($grab, fn() => null);
$main = $grab->scope;

register_shutdown_function(function () { echo "shutdown function\n"; });
$main->finally(function (Scope $scope) use ($main) {
    echo "main scope finally 1: same=", var_export($scope === $main, true), "\n";
});
$child = Scope::inherit();
$child->finally(function (Scope $scope) use ($child) {
    echo "child finally: same=", var_export($scope === $child, true), "\n";
});
$main->finally(function () { echo "main scope finally 2\n"; });
$child->spawn(function () {
    try {
        delay(10000);
    } finally {
        echo "never: the coroutine is not resumed\n";
    }
});
spawn(function () {
    delay(10);
    trigger_error("boom", E_USER_ERROR);
});
delay(5000);
echo "main never\n";
?>
--EXPECTF--
Fatal error: boom in %s on line %d
shutdown function
child finally: same=true
main scope finally 1: same=true
main scope finally 2
