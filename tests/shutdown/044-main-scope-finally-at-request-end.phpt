--TEST--
The main scope is never closed: its finally() callbacks run at the end of the request, after the shutdown functions and the destructors
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Scope, SpawnStrategy, Coroutine};
use function Async\{spawn_with, delay};

final class MainScope implements SpawnStrategy {
    public ?Scope $scope = null;
    public function provideScope(): ?Scope { return null; }
    public function beforeCoroutineEnqueue(Coroutine $coroutine, Scope $scope): array { $this->scope = $scope; return []; }
    public function afterCoroutineEnqueue(Coroutine $coroutine, Scope $scope): void {}
}
class Resource { public function __destruct() { echo "destructor\n"; } }

$grab = new MainScope();
spawn_with($grab, fn() => delay(10));
$grab->scope->finally(function () {
    delay(5);
    echo "main scope finally\n";
});
$resource = new Resource();
register_shutdown_function(function () { echo "shutdown function\n"; });
echo "end\n";
?>
--EXPECT--
end
shutdown function
destructor
main scope finally
