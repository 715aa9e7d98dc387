--TEST--
stream_select() on a popen() stream waits cooperatively for the command's output
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

$ticks = 0;
$done = false;
$ticker = spawn(function () use (&$ticks, &$done) {
    while (!$done) {
        delay(5);
        $ticks++;
    }
});
$f = popen('sleep 0.1; echo popen', 'r');
$read = [3 => $f];
$write = [];
$except = null;
var_dump(stream_select($read, $write, $except, 5));
$done = true;
await($ticker);
var_dump(array_keys($read), $write, fgets($f), $ticks >= 1, pclose($f));
?>
--EXPECT--
int(1)
array(1) {
  [0]=>
  int(3)
}
array(0) {
}
string(6) "popen
"
bool(true)
int(0)
