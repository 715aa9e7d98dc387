--TEST--
STDIN is a pipe: fgets(STDIN) suspends only its coroutine (another one runs meanwhile) and returns what PHP's own read returns outside coroutines
--EXTENSIONS--
async
--INI--
pcre.jit=0
--SKIPIF--
<?php if (!is_readable('/proc/self/cmdline')) die('skip needs /proc/self/cmdline'); ?>
--FILE--
<?php
use function Async\{spawn, await_all, delay};

if (($argv[1] ?? '') === 'child') {
    // Before the scheduler runs: PHP's own blocking read.
    $outside = fgets(STDIN);
    $done = false;
    [$results] = await_all([
        spawn(function () use (&$done) {
            $line = fgets(STDIN);
            $done = true;
            echo "read\n";
            return $line;
        }),
        // Runs while the reader waits; the parent writes the second line
        // only once it has seen "tick".
        spawn(function () use (&$done) {
            echo "tick\n";
            while (!$done) {
                delay(5);
            }
        }),
    ]);
    var_dump($outside, $results[0], fgets(STDIN), feof(STDIN));
    exit;
}

require __DIR__ . '/child.inc';
$proc = proc_open(child_argv(__FILE__), [['pipe', 'r'], ['pipe', 'w'], ['redirect', 1]], $pipes);
fwrite($pipes[0], "first line\n");
echo read_until($pipes[1], "tick\n");
fwrite($pipes[0], "second line\n");
fclose($pipes[0]);
echo stream_get_contents($pipes[1]);
fclose($pipes[1]);
var_dump(proc_close($proc));
?>
--EXPECT--
tick
read
string(11) "first line
"
string(12) "second line
"
bool(false)
bool(true)
int(0)
