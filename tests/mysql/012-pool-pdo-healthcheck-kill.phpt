--TEST--
PDO mysql + Async\Pool: a connection killed on the server (KILL from another connection) while idle is found by the healthcheck, destroyed, and replaced by a new connection: idle back to min
--EXTENSIONS--
async
--SKIPIF--
<?php require __DIR__ . '/mysql.inc'; mysql_skipif('pdo_mysql'); ?>
--FILE--
<?php
require __DIR__ . '/mysql.inc';
use Async\{Pool, CircuitBreakerStrategy};
use function Async\delay;

class Failures implements CircuitBreakerStrategy
{
    public array $seen = [];
    public function reportSuccess(mixed $source): void {}
    public function reportFailure(mixed $source, Throwable $error): void { $this->seen[] = get_class($error) . ": " . $error->getMessage(); }
    public function shouldRecover(): bool { return false; }
}
$opened = 0;
$destroyed = [];
$pool = new Pool(
    function () use (&$opened) {
        $opened++;
        return pdo_open();
    },
    destructor: function (PDO $pdo) use (&$destroyed) { $destroyed[] = spl_object_id($pdo); },
    healthcheck: function (PDO $pdo) {
        try {
            return (bool) @$pdo->query('SELECT 1');
        } catch (PDOException $e) {
            return false;
        }
    },
    min: 2,
    max: 5,
    healthcheckInterval: 50,
);
$failures = new Failures();
$pool->setCircuitBreakerStrategy($failures);
// The two connections the constructor opened, and their ids on the server.
$a = $pool->acquire();
$b = $pool->acquire();
$idA = (int) $a->query('SELECT CONNECTION_ID()')->fetchColumn();
$idB = (int) $b->query('SELECT CONNECTION_ID()')->fetchColumn();
$objA = spl_object_id($a);
$pool->release($a);
$pool->release($b);
unset($a, $b);
echo "opened=$opened idle=", $pool->idleCount(), "\n";

$admin = mysqli_open();
$admin->query("KILL $idA");
// The healthcheck (every 50 ms) finds it and the pool refills to min.
for ($i = 0; $i < 3000 && ($opened < 3 || $pool->idleCount() < 2); $i++) {
    delay(10);
}
echo "opened=$opened count=", count($pool), " idle=", $pool->idleCount(), "\n";
echo "destroyed the killed one: ", json_encode($destroyed === [$objA]), "\n";
echo implode("\n", $failures->seen), "\n";

$ids = [];
$held = [];
for ($i = 0; $i < 2; $i++) {
    $held[] = $pdo = $pool->acquire();
    $ids[] = (int) $pdo->query('SELECT CONNECTION_ID()')->fetchColumn();
}
echo "the killed id is gone: ", json_encode(!in_array($idA, $ids, true)), "\n";
echo "the other one is kept: ", json_encode(in_array($idB, $ids, true)), "\n";
echo "a new one: ", json_encode(count(array_diff($ids, [$idA, $idB])) === 1), "\n";
foreach ($held as $pdo) {
    $pool->release($pdo);
}
$pool->close();
?>
--EXPECT--
opened=2 idle=2
opened=3 count=2 idle=2
destroyed the killed one: true
Exception: Resource validation failed
the killed id is gone: true
the other one is kept: true
a new one: true
