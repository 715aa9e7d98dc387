--TEST--
Two coroutines each send SELECT SLEEP(0.3) with MYSQLI_ASYNC and wait in mysqli_poll(): the queries overlap, a ticker runs meanwhile, and the polls and reaps give what PHP gives
--EXTENSIONS--
async
--SKIPIF--
<?php require __DIR__ . '/mysql.inc'; mysql_skipif('mysqli'); ?>
--FILE--
<?php
require __DIR__ . '/mysql.inc';
use function Async\{spawn, await, await_all, delay};

$ticks = 0;
$running = 2;
$ticker = spawn(function () use (&$ticks, &$running) {
    while ($running > 0) {
        delay(20);
        $ticks++;
    }
});

$query = function (int $n, bool $static) use (&$ticks, &$running) {
    $link = mysqli_open();
    $link->query("SELECT SLEEP(0.3), $n", MYSQLI_ASYNC);
    $sent = hrtime(true);
    $ticksBefore = $ticks;
    $rounds = [];
    do {
        $read = $error = [$link];
        $reject = [];
        // mysqli::poll() is mysqli_poll() under another name.
        $ready = $static ? mysqli::poll($read, $error, $reject, 10) : mysqli_poll($read, $error, $reject, 10);
        $rounds[] = [$ready, count($read), count($error), count($reject)];
    } while ($ready === 0);
    $polled = hrtime(true);
    $ticksDuring = $ticks - $ticksBefore;
    $row = $link->reap_async_query()->fetch_row();
    $running--;
    return ['row' => $row, 'rounds' => $rounds, 'same link' => $read[0] === $link,
        'sent' => $sent, 'polled' => $polled, 'ticks' => $ticksDuring];
};

[$results] = await_all([spawn($query, 1, false), spawn($query, 2, true)]);
await($ticker);
[$a, $b] = [$results[0], $results[1]];
foreach ([$a, $b] as $r) {
    echo json_encode($r['row']), ' ', json_encode($r['rounds']), ' same link: ', var_export($r['same link'], true), "\n";
}
// Each query was sent before the other's wait ended: they ran at once
// (a blocking mysqli_poll() would finish the first before the second
// is even sent).
var_dump($a['sent'] < $b['polled'] && $b['sent'] < $a['polled']);
// 300 ms at 20 ms a tick: about 15; a blocking mysqli_poll() leaves 0.
var_dump($a['ticks'] >= 3 && $b['ticks'] >= 3);
?>
--EXPECT--
["0","1"] [[1,1,0,0]] same link: true
["0","2"] [[1,1,0,0]] same link: true
bool(true)
bool(true)
