--TEST--
PDO mysql: cancelling a coroutine in the middle of SELECT SLEEP(2) ends it at once with the cancellation, not a PDOException; its connection is then lost ("MySQL server has gone away"), the other connections go on
--EXTENSIONS--
async
--SKIPIF--
<?php require __DIR__ . '/mysql.inc'; mysql_skipif('pdo_mysql'); ?>
--FILE--
<?php
require __DIR__ . '/mysql.inc';
use function Async\{spawn, await, delay};

$pdo = pdo_open();
$other = pdo_open();
$start = hrtime(true);
$c = spawn(function () use ($pdo) {
    try {
        $pdo->query('SELECT SLEEP(2)');
        echo "not reached\n";
    } catch (Throwable $e) {
        echo "in the coroutine: ", get_class($e), ": ", $e->getMessage(), "\n";
        throw $e;
    }
});
// Another query meanwhile, on another connection.
$meanwhile = spawn(fn () => $other->query('SELECT SLEEP(0.2), 5')->fetch(PDO::FETCH_NUM));
delay(100);
var_dump($c->isCompleted());
$c->cancel();
try {
    await($c);
} catch (Async\AsyncCancellation $e) {
    echo "awaited: ", get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump($c->isCancelled(), ms_since($start) < 1500);
// The cancellation did not touch the other connection's query.
var_dump(await($meanwhile));

// The connection is unusable afterwards (the server still owes it the
// result of SLEEP(2); the driver, whose read failed, has marked it lost).
try {
    $pdo->query('SELECT 1');
    echo "not reached\n";
} catch (PDOException $e) {
    echo "the old connection: ", $e->getMessage(), "\n";
}
var_dump($other->query('SELECT 6')->fetchColumn(), ms_since($start) < 1500);
?>
--EXPECT--
bool(false)
in the coroutine: Async\AsyncCancellation: Coroutine cancelled
awaited: Async\AsyncCancellation: Coroutine cancelled
bool(true)
bool(true)
array(2) {
  [0]=>
  int(0)
  [1]=>
  int(5)
}
the old connection: SQLSTATE[HY000]: General error: 2006 MySQL server has gone away
int(6)
bool(true)
