--TEST--
A link closed by another coroutine while one waits for it in mysqli_poll(): the wait ends with PHP's Error for a closed link, without waiting for the query or the timeout
--EXTENSIONS--
async
--SKIPIF--
<?php require __DIR__ . '/mysql.inc'; mysql_skipif('mysqli'); ?>
--FILE--
<?php
require __DIR__ . '/mysql.inc';
use function Async\{spawn, await, delay, runtime_stats};

$link = mysqli_open();
$link->query('SELECT SLEEP(2)', MYSQLI_ASYNC);
$start = hrtime(true);
$waiter = spawn(function () use ($link) {
    $read = $error = [$link];
    $reject = [];
    try {
        mysqli_poll($read, $error, $reject, 10);
        echo "not reached\n";
    } catch (Error $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
});
delay(50);
$link->close();
await($waiter);
var_dump(ms_since($start) < 1500);
delay(1);
var_dump(runtime_stats()['reactor_active_events']);
?>
--EXPECT--
Error: mysqli object is already closed
bool(true)
int(0)
