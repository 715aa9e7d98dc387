--TEST--
A query cancelled mid-flight: await() with a 100 ms timeout on a coroutine in SELECT SLEEP(2) gives up at once; cancelling that coroutine ends it at once with the cancellation; its connection is then lost ("MySQL server has gone away"), a new one works
--EXTENSIONS--
async
--SKIPIF--
<?php require __DIR__ . '/mysql.inc'; mysql_skipif('mysqli'); ?>
--FILE--
<?php
require __DIR__ . '/mysql.inc';
use function Async\{spawn, await, timeout};

$mysqli = mysqli_open();
$start = hrtime(true);
$c = spawn(function () use ($mysqli) {
    try {
        $mysqli->query('SELECT SLEEP(2)');
        echo "not reached\n";
    } catch (Throwable $e) {
        echo "in the coroutine: ", get_class($e), ": ", $e->getMessage(), "\n";
        throw $e;
    }
});

// The timeout abandons the wait, not the query: the coroutine goes on.
try {
    await($c, timeout(100));
} catch (Async\OperationCanceledException $e) {
    echo get_class($e), " (", get_class($e->getPrevious()), ")\n";
}
$ms = ms_since($start);
var_dump($ms >= 90 && $ms < 1000, $c->isCompleted());

// Cancelling the coroutine withdraws the read it is suspended in: the
// cancellation, not a mysqli_sql_exception, comes out of query(). (mysqli
// reports the failed read with an exception of its own, which would take
// a pending cancellation as its previous exception: a catch of
// mysqli_sql_exception must not swallow a cancellation.)
$c->cancel();
try {
    await($c);
} catch (Async\AsyncCancellation $e) {
    echo "awaited: ", get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump($c->isCancelled(), ms_since($start) < 1500);

// The connection is unusable afterwards: the server still owes it the
// result of SLEEP(2), and mysqlnd, whose read failed, has marked it closed.
// Every later call says so, like after a connection the server dropped.
try {
    $mysqli->query('SELECT 1');
    echo "not reached\n";
} catch (mysqli_sql_exception $e) {
    echo "the old connection: ", $e->getCode(), " ", $e->getMessage(), "\n";
}
// A new connection works at once.
var_dump(mysqli_open()->query('SELECT 1 + 1')->fetch_row());
var_dump(ms_since($start) < 1500);
?>
--EXPECT--
Async\OperationCanceledException (Async\TimeoutException)
bool(true)
bool(false)
in the coroutine: Async\AsyncCancellation: Coroutine cancelled
awaited: Async\AsyncCancellation: Coroutine cancelled
bool(true)
bool(true)
the old connection: 2006 MySQL server has gone away
array(1) {
  [0]=>
  string(1) "2"
}
bool(true)
