--TEST--
PDO mysql: the server drops a connection in the middle of SELECT SLEEP (KILL from another connection): the coroutine waiting for it gets the same PDOException as PHP gives without coroutines, and so does the next query
--EXTENSIONS--
async
--SKIPIF--
<?php require __DIR__ . '/mysql.inc'; mysql_skipif('pdo_mysql'); ?>
--FILE--
<?php
require __DIR__ . '/mysql.inc';
use function Async\{spawn, await, delay};

function query_and_again(PDO $victim): void
{
    foreach (['SELECT SLEEP(3)', 'SELECT 1'] as $sql) {
        try {
            $victim->query($sql);
            echo "$sql: not killed\n";
        } catch (PDOException $e) {
            echo "$sql: ", get_class($e), " ", $e->getCode(), " ", json_encode($e->errorInfo), " ", $e->getMessage(), "\n";
        }
    }
}

echo "-- without coroutines (the KILL comes from the mariadb client)\n";
$victim = pdo_open();
$id = (int) $victim->query('SELECT CONNECTION_ID()')->fetchColumn();
$killer = mysql_client_when_running($id, 'SELECT SLEEP', "KILL $id");
query_and_again($victim);
proc_close($killer);

echo "-- in a coroutine (the KILL comes from another coroutine)\n";
$victim = pdo_open();
$id = (int) $victim->query('SELECT CONNECTION_ID()')->fetchColumn();
$admin = mysqli_open();
$c = spawn(query_and_again(...), $victim);
$killer = spawn(function () use ($admin, $id, $c) {
    while (!$c->isCompleted()) {
        if (mysql_is_running($admin, $id, 'SELECT SLEEP')) {
            $admin->query("KILL $id");
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
SELECT SLEEP(3): PDOException HY000 ["HY000",2006,"MySQL server has gone away"] SQLSTATE[HY000]: General error: 2006 MySQL server has gone away
SELECT 1: PDOException HY000 ["HY000",2006,"MySQL server has gone away"] SQLSTATE[HY000]: General error: 2006 MySQL server has gone away
-- in a coroutine (the KILL comes from another coroutine)
SELECT SLEEP(3): PDOException HY000 ["HY000",2006,"MySQL server has gone away"] SQLSTATE[HY000]: General error: 2006 MySQL server has gone away
SELECT 1: PDOException HY000 ["HY000",2006,"MySQL server has gone away"] SQLSTATE[HY000]: General error: 2006 MySQL server has gone away
string(1) "7"
