--TEST--
Cancelling a coroutine waiting in mysqli_poll() ends the wait at once with the cancellation; the arrays are as passed, the link stays usable (its result can still be reaped), nothing leaks
--EXTENSIONS--
async
--SKIPIF--
<?php require __DIR__ . '/mysql.inc'; mysql_skipif('mysqli'); ?>
--FILE--
<?php
require __DIR__ . '/mysql.inc';
use function Async\{spawn, await, delay, runtime_stats};

$link = mysqli_open();
$link->query('SELECT SLEEP(0.5), 7', MYSQLI_ASYNC);
$read = $error = [$link];
$reject = ['as passed'];
$start = hrtime(true);
$c = spawn(function () use (&$read, &$error, &$reject) {
    mysqli_poll($read, $error, $reject, 10);
    echo "not reached\n";
});
delay(50);
$c->cancel();
try {
    await($c);
} catch (Async\AsyncCancellation $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
// Cancelled long before the query could end.
var_dump(ms_since($start) < 400);
var_dump(count($read), $read[0] === $link, count($error), $reject);
// Nothing was read from the link: the result is still there to reap.
$all = [$link];
$e = $r = [];
var_dump(mysqli_poll($all, $e, $r, 5));
var_dump($link->reap_async_query()->fetch_row());
delay(1);
var_dump(runtime_stats()['reactor_active_events']);
?>
--EXPECT--
Async\AsyncCancellation: Coroutine cancelled
bool(true)
int(1)
bool(true)
int(1)
array(1) {
  [0]=>
  string(9) "as passed"
}
int(1)
array(2) {
  [0]=>
  string(1) "0"
  [1]=>
  string(1) "7"
}
int(0)
