--TEST--
Errors are the same inside a coroutine as without one: a wrong password, an unknown database and an SQL syntax error, over mysqli and PDO, on the unix socket and on TCP
--EXTENSIONS--
async
--SKIPIF--
<?php require __DIR__ . '/mysql.inc'; mysql_skipif('mysqli', 'pdo_mysql'); ?>
--FILE--
<?php
require __DIR__ . '/mysql.inc';
use function Async\{spawn, await};

function attempt(callable $what): string
{
    try {
        $what();
        return 'no error';
    } catch (mysqli_sql_exception $e) {
        return get_class($e) . ' ' . $e->getCode() . ' [' . $e->getSqlState() . '] ' . $e->getMessage();
    } catch (PDOException $e) {
        return get_class($e) . ' ' . $e->getCode() . ' ' . json_encode($e->errorInfo) . ' ' . $e->getMessage();
    }
}

function errors(): array
{
    $errors = [];
    foreach ([false, true] as $tcp) {
        $via = $tcp ? 'tcp' : 'unix';
        $errors["mysqli $via, wrong password"] = attempt(fn () => mysqli_open($tcp, password: 'wrong'));
        $errors["mysqli $via, unknown database"] = attempt(fn () => mysqli_open($tcp, database: 'no_such_db'));
        $errors["mysqli $via, syntax error"] = attempt(fn () => mysqli_open($tcp)->query('SELEC 1'));
        $errors["pdo $via, wrong password"] = attempt(fn () => pdo_open($tcp, password: 'wrong'));
        $errors["pdo $via, unknown database"] = attempt(fn () => pdo_open($tcp, database: 'no_such_db'));
        $errors["pdo $via, syntax error"] = attempt(fn () => pdo_open($tcp)->query('SELEC 1'));
    }
    return $errors;
}

$without = errors();
$within = await(spawn(errors(...)));
foreach ($without as $what => $error) {
    echo "$what: $error\n";
    if ($within[$what] !== $error) {
        echo "  but in a coroutine: {$within[$what]}\n";
    }
}
?>
--EXPECT--
mysqli unix, wrong password: mysqli_sql_exception 1045 [HY000] Access denied for user 'root'@'localhost' (using password: YES)
mysqli unix, unknown database: mysqli_sql_exception 1049 [HY000] Unknown database 'no_such_db'
mysqli unix, syntax error: mysqli_sql_exception 1064 [42000] You have an error in your SQL syntax; check the manual that corresponds to your MariaDB server version for the right syntax to use near 'SELEC 1' at line 1
pdo unix, wrong password: PDOException 1045 ["HY000",1045,"Access denied for user 'root'@'localhost' (using password: YES)"] SQLSTATE[HY000] [1045] Access denied for user 'root'@'localhost' (using password: YES)
pdo unix, unknown database: PDOException 1049 ["HY000",1049,"Unknown database 'no_such_db'"] SQLSTATE[HY000] [1049] Unknown database 'no_such_db'
pdo unix, syntax error: PDOException 42000 ["42000",1064,"You have an error in your SQL syntax; check the manual that corresponds to your MariaDB server version for the right syntax to use near 'SELEC 1' at line 1"] SQLSTATE[42000]: Syntax error or access violation: 1064 You have an error in your SQL syntax; check the manual that corresponds to your MariaDB server version for the right syntax to use near 'SELEC 1' at line 1
mysqli tcp, wrong password: mysqli_sql_exception 1045 [HY000] Access denied for user 'root'@'127.0.0.1' (using password: YES)
mysqli tcp, unknown database: mysqli_sql_exception 1049 [HY000] Unknown database 'no_such_db'
mysqli tcp, syntax error: mysqli_sql_exception 1064 [42000] You have an error in your SQL syntax; check the manual that corresponds to your MariaDB server version for the right syntax to use near 'SELEC 1' at line 1
pdo tcp, wrong password: PDOException 1045 ["HY000",1045,"Access denied for user 'root'@'127.0.0.1' (using password: YES)"] SQLSTATE[HY000] [1045] Access denied for user 'root'@'127.0.0.1' (using password: YES)
pdo tcp, unknown database: PDOException 1049 ["HY000",1049,"Unknown database 'no_such_db'"] SQLSTATE[HY000] [1049] Unknown database 'no_such_db'
pdo tcp, syntax error: PDOException 42000 ["42000",1064,"You have an error in your SQL syntax; check the manual that corresponds to your MariaDB server version for the right syntax to use near 'SELEC 1' at line 1"] SQLSTATE[42000]: Syntax error or access violation: 1064 You have an error in your SQL syntax; check the manual that corresponds to your MariaDB server version for the right syntax to use near 'SELEC 1' at line 1
