--TEST--
mysqli_poll() inside a coroutine honours its timeout: 0, and the three arrays exactly as PHP leaves them, while other coroutines run
--EXTENSIONS--
async
--SKIPIF--
<?php require __DIR__ . '/mysql.inc'; mysql_skipif('mysqli'); ?>
--FILE--
<?php
require __DIR__ . '/mysql.inc';
use function Async\{spawn, await, suspend};

// A link with a query in flight, and an idle one (which PHP rejects).
function probe(bool $inCoroutine): array
{
    $busy = mysqli_open();
    $idle = mysqli_open();
    $busy->query('SELECT SLEEP(0.5)', MYSQLI_ASYNC);
    $others = 0;
    $done = false;
    if ($inCoroutine) {
        spawn(function () use (&$others, &$done) {
            while (!$done) {
                $others++;
                suspend();
            }
        });
    }
    $read = ['a' => $busy, 'b' => $idle];
    $error = [$busy];
    $reject = ['left over'];
    $start = hrtime(true);
    $ready = mysqli_poll($read, $error, $reject, 0, 150000);
    $ms = ms_since($start);
    $done = true;
    $out = [
        'result' => $ready,
        'read' => array_map(fn ($l) => $l === $busy ? 'busy' : 'idle', $read),
        'error' => array_map(fn ($l) => $l === $busy ? 'busy' : 'idle', $error),
        'reject' => array_map(fn ($l) => $l === $busy ? 'busy' : 'idle', $reject),
        'waited out' => $ms >= 145 && $ms < 450,
    ];
    // The link is still usable: the result comes when it is reaped.
    $all = [$busy];
    $e = $r = [];
    mysqli_poll($all, $e, $r, 5);
    $out['reaped'] = $busy->reap_async_query()->fetch_row();
    return [$out, $others];
}

[$outside] = probe(false);
[$inside, $others] = await(spawn(fn () => probe(true)));
var_dump($inside === $outside);
var_export($inside);
echo "\nother coroutines ran during the wait: ", var_export($others > 1, true), "\n";
?>
--EXPECT--
bool(true)
array (
  'result' => 0,
  'read' => 
  array (
  ),
  'error' => 
  array (
  ),
  'reject' => 
  array (
    0 => 'idle',
  ),
  'waited out' => true,
  'reaped' => 
  array (
    0 => '0',
  ),
)
other coroutines ran during the wait: true
