--TEST--
A coroutine ticking every 50 ms keeps ticking while another one waits for SELECT SLEEP(0.5) over mysqli: the query does not block the process
--EXTENSIONS--
async
--SKIPIF--
<?php require __DIR__ . '/mysql.inc'; mysql_skipif('mysqli'); ?>
--FILE--
<?php
require __DIR__ . '/mysql.inc';
use function Async\{spawn, await, delay};

$mysqli = mysqli_open();
$ticks = 0;
$done = false;
$ticker = spawn(function () use (&$ticks, &$done) {
    while (!$done) {
        delay(50);
        $ticks++;
    }
});
$query = spawn(function () use ($mysqli, &$ticks, &$done) {
    $before = $ticks;
    $row = $mysqli->query('SELECT SLEEP(0.5), 42')->fetch_row();
    $during = $ticks - $before;
    $done = true;
    return [$row, $during];
});
[$row, $during] = await($query);
await($ticker);
echo json_encode($row), "\n";
// 500 ms of query at 50 ms a tick: about 10; a blocking query leaves 0.
var_dump($during >= 5);
?>
--EXPECT--
["0","42"]
bool(true)
