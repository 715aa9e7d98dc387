--TEST--
Two coroutines read two different pipes concurrently: the 50 ms child's reader finishes before the 800 ms one started earlier
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await_all};

$order = [];
$reader = function (string $name, float $sleep) use (&$order) {
    $proc = proc_open("sleep $sleep; echo $name", [1 => ['pipe', 'w']], $pipes);
    $line = fgets($pipes[1]);
    $order[] = $name;
    fclose($pipes[1]);
    proc_close($proc);
    return $line;
};
[$results] = await_all([spawn($reader, 'slow', 0.8), spawn($reader, 'fast', 0.05)]);
var_dump($order, $results);
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
  string(5) "slow
"
  [1]=>
  string(5) "fast
"
}
