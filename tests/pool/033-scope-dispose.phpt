--TEST--
Pool: a pool created inside a Scope belongs to it: disposing the scope closes the pool (waiters get "Pool is closed", idle resources destroyed, later releases destroy); a pool of another scope is untouched
--EXTENSIONS--
async
--FILE--
<?php
use Async\{Pool, PoolException, Scope};
use function Async\{spawn, await, suspend};

$destroyed = [];
$destructor = function ($r) use (&$destroyed) { $destroyed[] = $r; };
$outside = new Pool(fn () => "outside", destructor: $destructor, min: 1);
$scope = new Scope();
$holder = new stdClass();
$task = $scope->spawn(function () use ($holder, $destructor) {
    $holder->busy = new Pool(fn () => "busy", destructor: $destructor, max: 1);
    $holder->idle = new Pool(fn () => "idle", destructor: $destructor, min: 1);
});
await($task);
$r = $holder->busy->acquire();
$waiter = spawn(function () use ($holder) {
    try {
        $holder->busy->acquire();
        echo "waiter got one\n";
    } catch (PoolException $e) {
        echo "waiter: ", get_class($e), ": ", $e->getMessage(), "\n";
    }
});
suspend();
echo "disposing\n";
$scope->dispose();
await($waiter);
var_dump($holder->busy->isClosed(), $holder->idle->isClosed(), $outside->isClosed());
echo "destroyed: ", implode(", ", $destroyed), "\n";
$holder->busy->release($r);
echo "destroyed: ", implode(", ", $destroyed), "\n";
echo "count=", count($holder->busy), " ", count($holder->idle), "\n";
try {
    $holder->idle->acquire();
} catch (PoolException $e) {
    echo "idle pool: ", $e->getMessage(), "\n";
}
var_dump($outside->acquire());
?>
--EXPECT--
disposing
waiter: Async\PoolException: Pool is closed
bool(true)
bool(true)
bool(false)
destroyed: idle
destroyed: idle, busy
count=0 0
idle pool: Pool is closed
string(7) "outside"
