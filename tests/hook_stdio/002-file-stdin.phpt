--TEST--
STDIN is a regular file: reads go through the thread pool (another coroutine runs meanwhile) with PHP's own results, stream position and descriptor position
--EXTENSIONS--
async
--INI--
pcre.jit=0
--SKIPIF--
<?php if (!is_readable('/proc/self/cmdline')) die('skip needs /proc/self/cmdline'); ?>
--FILE--
<?php
use function Async\{spawn, await_all};

require __DIR__ . '/child.inc';

if (($argv[1] ?? '') === 'child') {
    function run(): array
    {
        $r = [];
        $r[] = fread(STDIN, 5);
        $r[] = ftell(STDIN);
        $r[] = fdinfo(0, 'pos');   // the descriptor's own position
        $r[] = fgets(STDIN);
        $r[] = stream_get_contents(STDIN, 3);
        $r[] = feof(STDIN);
        $r[] = strlen(stream_get_contents(STDIN));
        $r[] = feof(STDIN);
        $r[] = fread(STDIN, 10);
        $r[] = fgets(STDIN);
        $r[] = ftell(STDIN);
        $r[] = fdinfo(0, 'pos');
        return $r;
    }

    $outside = run();
    rewind(STDIN);
    $ran = false;
    [$results] = await_all([
        spawn(function () use (&$ran) {
            $r = run();
            // The other coroutine ran while this one waited for the pool.
            $r[] = $ran;
            return $r;
        }),
        spawn(function () use (&$ran) {
            $ran = true;
        }),
    ]);
    $inside = $results[0];
    var_dump(array_pop($inside));
    var_dump($inside === $outside);
    var_dump($inside);
    exit;
}

$file = tempnam(sys_get_temp_dir(), 'async-stdio');
file_put_contents($file, "hello world\nsecond line\n" . str_repeat('x', 20000) . "\nlast");
$proc = proc_open(child_argv(__FILE__), [['file', $file, 'r'], ['pipe', 'w'], ['redirect', 1]], $pipes);
echo stream_get_contents($pipes[1]);
fclose($pipes[1]);
var_dump(proc_close($proc));
unlink($file);
?>
--EXPECT--
bool(true)
bool(true)
array(12) {
  [0]=>
  string(5) "hello"
  [1]=>
  int(5)
  [2]=>
  string(4) "8192"
  [3]=>
  string(7) " world
"
  [4]=>
  string(3) "sec"
  [5]=>
  bool(false)
  [6]=>
  int(20014)
  [7]=>
  bool(true)
  [8]=>
  string(0) ""
  [9]=>
  bool(false)
  [10]=>
  int(20029)
  [11]=>
  string(5) "20029"
}
int(0)
