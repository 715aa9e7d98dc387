--TEST--
mysqli: the server drops a connection in the middle of SELECT SLEEP (KILL from another connection): the coroutine waiting for it gets the same mysqli_sql_exception as PHP gives without coroutines, and so does the next query
--EXTENSIONS--
async
--SKIPIF--
<?php require __DIR__ . '/mysql.inc'; mysql_skipif('mysqli'); ?>
--FILE--
<?php
require __DIR__ . '/mysql.inc';
use function Async\{spawn, await, delay};

function query_and_again(mysqli $victim): void
{
    foreach (['SELECT SLEEP(3)', 'SELECT 1'] as $sql) {
        try {
            $victim->query($sql);
            echo "$sql: not killed\n";
        } catch (mysqli_sql_exception $e) {
            echo "$sql: ", get_class($e), " ", $e->getCode(), " [", $e->getSqlState(), "] ", $e->getMessage(), "\n";
        }
    }
}

echo "-- without coroutines (the KILL comes from the mariadb client)\n";
$victim = mysqli_open();
$killer = mysql_client_when_running($victim->thread_id, 'SELECT SLEEP', "KILL {$victim->thread_id}");
query_and_again($victim);
proc_close($killer);

echo "-- in a coroutine (the KILL comes from another coroutine)\n";
$victim = mysqli_open();
$admin = mysqli_open();
$c = spawn(query_and_again(...), $victim);
$killer = spawn(function () use ($admin, $victim, $c) {
    while (!$c->isCompleted()) {
        if (mysql_is_running($admin, $victim->thread_id, 'SELECT SLEEP')) {
            $admin->query("KILL {$victim->thread_id}");
            return;
        }
        delay(10);
    }
});
await($c);
await($killer);
// The other connection is unaffected.
var_dump($admin->query('SELECT 7')->fetch_row()[0]);
?>
--EXPECT--
-- without coroutines (the KILL comes from the mariadb client)
SELECT SLEEP(3): mysqli_sql_exception 2006 [HY000] MySQL server has gone away
SELECT 1: mysqli_sql_exception 2006 [HY000] MySQL server has gone away
-- in a coroutine (the KILL comes from another coroutine)
SELECT SLEEP(3): mysqli_sql_exception 2006 [HY000] MySQL server has gone away
SELECT 1: mysqli_sql_exception 2006 [HY000] MySQL server has gone away
string(1) "7"
