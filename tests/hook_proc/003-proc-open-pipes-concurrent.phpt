--TEST--
proc_open() pipes read and write cooperatively; two children run concurrently; proc_close() returns their exit codes
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await_all};

function run(string $cmd, string $input): array
{
    $proc = proc_open($cmd, [['pipe', 'r'], ['pipe', 'w']], $pipes);
    fwrite($pipes[0], $input);
    fclose($pipes[0]);
    $output = stream_get_contents($pipes[1]);
    fclose($pipes[1]);
    return [$output, proc_close($proc)];
}

$start = hrtime(true);
$order = [];
[$results] = await_all([
    'slow' => spawn(function () use (&$order) { $r = run('sleep 0.6; tr a-z A-Z; exit 3', "slow\n"); $order[] = 'slow'; return $r; }),
    'fast' => spawn(function () use (&$order) { $r = run('sleep 0.05; cat; exit 5', "fast\n"); $order[] = 'fast'; return $r; }),
]);
$ms = (hrtime(true) - $start) / 1e6;
var_dump($order, $results['slow'], $results['fast'], $ms >= 600);
// The same calls outside coroutines give the same results.
var_dump(run('tr a-z A-Z; exit 3', "slow\n"));
?>
--EXPECT--
array(2) {
  [0]=>
  string(4) "fast"
  [1]=>
  string(4) "slow"
}
array(2) {
  [0]=>
  string(5) "SLOW
"
  [1]=>
  int(3)
}
array(2) {
  [0]=>
  string(5) "fast
"
  [1]=>
  int(5)
}
bool(true)
array(2) {
  [0]=>
  string(5) "SLOW
"
  [1]=>
  int(3)
}
