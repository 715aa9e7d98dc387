--TEST--
stream_set_blocking(STDIN, false): inside a coroutine a read returns at once with PHP's non-blocking result, as outside coroutines
--EXTENSIONS--
async
--INI--
pcre.jit=0
--SKIPIF--
<?php if (!is_readable('/proc/self/cmdline')) die('skip needs /proc/self/cmdline'); ?>
--FILE--
<?php
use function Async\{spawn, await_all};

if (($argv[1] ?? '') === 'child') {
    var_dump(stream_set_blocking(STDIN, false));
    $outside = [fread(STDIN, 10), fgets(STDIN), feof(STDIN)];
    $order = [];
    await_all([
        spawn(function () use (&$order) {
            // Not waiting: this coroutine finishes before the next one starts.
            $order[] = [fread(STDIN, 10), fgets(STDIN), feof(STDIN)];
        }),
        spawn(function () use (&$order) {
            $order[] = 'second coroutine';
        }),
    ]);
    var_dump($order[0] === $outside, $order, stream_get_meta_data(STDIN)['blocked']);
    echo "done\n";
    exit;
}

require __DIR__ . '/child.inc';
$proc = proc_open(child_argv(__FILE__), [['pipe', 'r'], ['pipe', 'w'], ['redirect', 1]], $pipes);
// Nothing is written to the child's stdin until it is done.
echo read_until($pipes[1], "done\n");
fclose($pipes[0]);
echo stream_get_contents($pipes[1]);
fclose($pipes[1]);
var_dump(proc_close($proc));
?>
--EXPECT--
bool(true)
bool(true)
array(2) {
  [0]=>
  array(3) {
    [0]=>
    string(0) ""
    [1]=>
    bool(false)
    [2]=>
    bool(false)
  }
  [1]=>
  string(16) "second coroutine"
}
bool(false)
done
int(0)
