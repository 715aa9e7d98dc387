--TEST--
STDIN is a terminal (proc_open()'s pty): fgets(STDIN) suspends only its coroutine; a second reader gets an exception that names the terminal; results are PHP's own
--EXTENSIONS--
async
--INI--
pcre.jit=0
--SKIPIF--
<?php
if (!is_readable('/proc/self/cmdline')) die('skip needs /proc/self/cmdline');
$p = @proc_open([PHP_BINARY, '-n', '-r', 'exit(stream_isatty(STDIN) ? 0 : 1);'], [0 => ['pty']], $pipes);
if ($p === false || proc_close($p) !== 0) die('skip no pty support');
?>
--FILE--
<?php
use function Async\{spawn, await_all, delay};

if (($argv[1] ?? '') === 'child') {
    var_dump(stream_isatty(STDIN));
    $outside = fgets(STDIN);
    $done = false;
    [$results] = await_all([
        spawn(function () use (&$done) {
            $line = fgets(STDIN);
            $done = true;
            echo "read\n";
            return $line;
        }),
        spawn(function () use (&$done) {
            try {
                fgets(STDIN);
            } catch (Async\AsyncException $e) {
                echo get_class($e), ': ', $e->getMessage(), "\n";
            }
            echo "tick\n";
            while (!$done) {
                delay(5);
            }
        }),
    ]);
    var_dump($outside, $results[0]);
    // End of file typed on the terminal (^D at the start of a line).
    var_dump(await_all([spawn(fn () => [fgets(STDIN), feof(STDIN)])])[0][0]);
    exit;
}

require __DIR__ . '/child.inc';
$proc = proc_open(child_argv(__FILE__), [['pty'], ['pipe', 'w'], ['redirect', 1]], $pipes);
fwrite($pipes[0], "typed first\n");
echo read_until($pipes[1], "tick\n");
fwrite($pipes[0], "typed second\n\x04");
echo stream_get_contents($pipes[1]);
fclose($pipes[1]);
var_dump(proc_close($proc));
?>
--EXPECT--
bool(true)
Async\AsyncException: Cannot read from a terminal that another coroutine is already reading
tick
read
string(12) "typed first
"
string(13) "typed second
"
array(2) {
  [0]=>
  bool(false)
  [1]=>
  bool(true)
}
int(0)
