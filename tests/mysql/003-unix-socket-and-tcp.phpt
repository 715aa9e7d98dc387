--TEST--
Over the unix socket and over 127.0.0.1 TCP, with mysqli and with PDO: four coroutines run SELECT SLEEP(0.3) at the same time: every query starts before the first one ends, and all finish in about 0.3 s, not 1.2 s
--EXTENSIONS--
async
--SKIPIF--
<?php require __DIR__ . '/mysql.inc'; mysql_skipif('mysqli', 'pdo_mysql'); ?>
--FILE--
<?php
require __DIR__ . '/mysql.inc';
use function Async\{spawn, await_all_or_fail};

function fetch(mysqli|PDO $connection, string $sql): array
{
    return $connection instanceof mysqli
        ? $connection->query($sql)->fetch_row() : $connection->query($sql)->fetch(PDO::FETCH_NUM);
}

$connections = [
    'mysqli unix' => mysqli_open(),
    'mysqli tcp' => mysqli_open(tcp: true),
    'pdo unix' => pdo_open(),
    'pdo tcp' => pdo_open(tcp: true),
];
// What each one is connected through, as the driver says; and the query
// path run once before the clock starts (valgrind is slow the first time).
foreach ($connections as $name => $connection) {
    echo $name, ': ', $connection instanceof mysqli
        ? $connection->host_info : $connection->getAttribute(PDO::ATTR_CONNECTION_STATUS), "\n";
    fetch($connection, 'SELECT 0, @@port > 0');
}
$start = hrtime(true);
$coroutines = [];
foreach ($connections as $name => $connection) {
    $coroutines[$name] = spawn(function () use ($connection) {
        $began = hrtime(true);
        return [fetch($connection, 'SELECT SLEEP(0.3), @@port > 0'), $began, hrtime(true)];
    });
}
$results = await_all_or_fail($coroutines);
$ms = ms_since($start);
foreach ($results as $name => [$row]) {
    echo $name, ': ', json_encode($row), "\n";
}
// Together: the last query began before the first one ended. One after
// the other would take 1200 ms.
var_dump(max(array_column($results, 1)) < min(array_column($results, 2)));
var_dump($ms >= 290, $ms < 900);
?>
--EXPECT--
mysqli unix: Localhost via UNIX socket
mysqli tcp: 127.0.0.1 via TCP/IP
pdo unix: Localhost via UNIX socket
pdo tcp: 127.0.0.1 via TCP/IP
mysqli unix: ["0","1"]
mysqli tcp: ["0","1"]
pdo unix: [0,1]
pdo tcp: [0,1]
bool(true)
bool(true)
bool(true)
