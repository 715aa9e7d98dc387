--TEST--
PDO mysql: five coroutines, each on its own connection, run SELECT SLEEP(0.3) at the same time: every query starts before the first one ends, all five finish in about 0.3 s, not 1.5 s, each with its own result
--EXTENSIONS--
async
--SKIPIF--
<?php require __DIR__ . '/mysql.inc'; mysql_skipif('pdo_mysql'); ?>
--FILE--
<?php
require __DIR__ . '/mysql.inc';
use function Async\{spawn, await_all_or_fail};

// Connected (and the query path run once) beforehand: the test is about
// the queries, and valgrind is slow the first time through any code.
$connections = [];
for ($i = 0; $i < 5; $i++) {
    $connections[] = $pdo = pdo_open();
    $pdo->query('SELECT 0 AS slept, 0 AS n, CONNECTION_ID() AS id')->fetch(PDO::FETCH_ASSOC);
}
$start = hrtime(true);
$coroutines = [];
foreach ($connections as $i => $pdo) {
    $coroutines[] = spawn(function () use ($pdo, $i) {
        $id = $pdo->query('SELECT CONNECTION_ID()')->fetchColumn();
        $began = hrtime(true);
        $row = $pdo->query("SELECT SLEEP(0.3) AS slept, $i AS n, CONNECTION_ID() AS id")->fetch(PDO::FETCH_ASSOC);
        return [[$row['slept'], $row['n'], $row['id'] === $id], $began, hrtime(true)];
    });
}
$results = await_all_or_fail($coroutines);
$ms = ms_since($start);
foreach ($results as [$result]) {
    echo implode(' ', array_map('json_encode', $result)), "\n";
}
// Together: the last query began before the first one ended. One after
// the other would take 1500 ms.
var_dump(max(array_column($results, 1)) < min(array_column($results, 2)));
var_dump($ms >= 290, $ms < 900);
?>
--EXPECT--
0 0 true
0 1 true
0 2 true
0 3 true
0 4 true
bool(true)
bool(true)
bool(true)
