--TEST--
popen() streams read and write through async I/O objects with PHP's own results (compared with the same calls outside coroutines)
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await};

function run(string $file): array
{
    $r = popen('printf "one\ntwo\nthree"', 'r');
    $lines = [];
    while (($line = fgets($r)) !== false) { $lines[] = $line; }
    $r_eof = feof($r);
    $r_status = pclose($r);

    $w = popen('cat > ' . escapeshellarg($file) . '; exit 4', 'w');
    $written = fwrite($w, "hello\n") + fwrite($w, str_repeat('x', 100000));
    $w_status = pclose($w);
    $content = file_get_contents($file);
    return [$lines, $r_eof, $r_status, $written, $w_status, strlen($content), substr($content, 0, 8)];
}

$file = tempnam(sys_get_temp_dir(), 'async-io');
$outside = run($file);
$inside = await(spawn(function () use ($file) {
    $result = run($file);
    // An object was made for the pipes and closed with them.
    $result[] = Async\runtime_stats()['reactor_handles'];
    return $result;
}));
unlink($file);
var_dump(array_pop($inside));
var_dump($inside === $outside);
var_dump($inside);
?>
--EXPECT--
int(0)
bool(true)
array(7) {
  [0]=>
  array(3) {
    [0]=>
    string(4) "one
"
    [1]=>
    string(4) "two
"
    [2]=>
    string(5) "three"
  }
  [1]=>
  bool(true)
  [2]=>
  int(0)
  [3]=>
  int(100006)
  [4]=>
  int(4)
  [5]=>
  int(100006)
  [6]=>
  string(8) "hello
xx"
}
