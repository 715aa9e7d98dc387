--TEST--
async.max_stacks: spawn_with() a ScopeProvider past the limit throws at once as spawn() does, and the provider's scope gets no coroutine
--EXTENSIONS--
async
--INI--
async.max_stacks=3
--FILE--
<?php
use Async\Scope;
use function Async\{spawn_with, await_all, delay};

$scope = new Scope();
$cs = [];
for ($i = 1; $i <= 4; $i++) {
    try {
        $cs[] = spawn_with($scope, function () use ($i) { delay(5); return $i; });
    } catch (Async\AsyncException $e) {
        echo "spawn_with $i: ", $e->getMessage(), "\n";
    }
}
[$results] = await_all($cs);
echo "results: ", implode(",", $results), "\n";
echo "after: ", array_sum(await_all([spawn_with($scope, fn () => 10)])[0]), "\n";
?>
--EXPECT--
spawn_with 4: Cannot spawn coroutine: 3 coroutines already hold or wait for a stack (async.max_stacks); raise async.max_stacks or run fewer coroutines at once
results: 1,2,3
after: 10
