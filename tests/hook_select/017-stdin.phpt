--TEST--
stream_select() on STDIN (a pipe) inside a coroutine waits without blocking the others; the line is then read as PHP reads it
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
    $done = false;
    [$results] = await_all([
        spawn(function () use (&$done) {
            $read = ['in' => STDIN];
            $write = $except = null;
            $n = stream_select($read, $write, $except, 60);
            $done = true;
            return [$n, array_keys($read), fgets(STDIN)];
        }),
        spawn(function () use (&$done) {
            echo "tick\n";
            while (!$done) {
                delay(5);
            }
        }),
    ]);
    echo json_encode($results[0]), "\n";
    exit;
}

require __DIR__ . '/../hook_stdio/child.inc';
$proc = proc_open(child_argv(__FILE__), [['pipe', 'r'], ['pipe', 'w'], ['redirect', 1]], $pipes);
echo read_until($pipes[1], "tick\n");
fwrite($pipes[0], "typed\n");
fclose($pipes[0]);
echo stream_get_contents($pipes[1]);
fclose($pipes[1]);
var_dump(proc_close($proc));
?>
--EXPECT--
tick
[1,["in"],"typed\n"]
int(0)
