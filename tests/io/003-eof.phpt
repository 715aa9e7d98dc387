--TEST--
End of file on a pipe read through an async I/O object: fread() returns what is left, then "" with feof() true, again and again, as PHP does
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await};

function run(): array
{
    $proc = proc_open('printf abc', [1 => ['pipe', 'w']], $pipes);
    $r = [fread($pipes[1], 10), feof($pipes[1])];
    $r[] = fread($pipes[1], 10);
    $r[] = feof($pipes[1]);
    $r[] = fread($pipes[1], 10);
    $r[] = fgets($pipes[1]);
    $r[] = stream_get_contents($pipes[1]);
    fclose($pipes[1]);
    $r[] = proc_close($proc);
    return $r;
}

$outside = run();
$inside = await(spawn(fn () => run()));
var_dump($inside === $outside);
var_dump($inside);
?>
--EXPECT--
bool(true)
array(8) {
  [0]=>
  string(3) "abc"
  [1]=>
  bool(false)
  [2]=>
  string(0) ""
  [3]=>
  bool(true)
  [4]=>
  string(0) ""
  [5]=>
  bool(false)
  [6]=>
  string(0) ""
  [7]=>
  int(0)
}
