--TEST--
STDOUT and a php://stdout stream (one open file description) written by two coroutines while the pipe is full share one async I/O object: both writes complete whole and in order, and the descriptor is blocking again afterwards
--EXTENSIONS--
async
--INI--
pcre.jit=0
--SKIPIF--
<?php if (!is_readable('/proc/self/cmdline')) die('skip needs /proc/self/cmdline'); ?>
--FILE--
<?php
use function Async\{spawn, await_all, delay};

require __DIR__ . '/child.inc';

if (($argv[1] ?? '') === 'child') {
    $stdout = fopen('php://stdout', 'w');
    [$written] = await_all([
        spawn(fn () => fwrite(STDOUT, str_repeat('A', 300000))),
        spawn(fn () => fwrite($stdout, str_repeat('B', 300000))),
        spawn(function () {
            fwrite(STDERR, 'waiting, non-blocking: ' . var_export(fd_nonblocking(1), true) . "\n");
        }),
    ]);
    delay(1);
    fwrite(STDERR, json_encode($written) . ', non-blocking: ' . var_export(fd_nonblocking(1), true) . "\n");
    exit;
}

$proc = proc_open(child_argv(__FILE__), [['pipe', 'r'], ['pipe', 'w'], ['pipe', 'w']], $pipes);
echo read_until($pipes[2], "\n");
$out = stream_get_contents($pipes[1]);
var_dump($out === str_repeat('A', 300000) . str_repeat('B', 300000));
echo stream_get_contents($pipes[2]);
foreach ($pipes as $pipe) {
    fclose($pipe);
}
var_dump(proc_close($proc));
?>
--EXPECT--
waiting, non-blocking: true
bool(true)
[300000,300000,null], non-blocking: false
int(0)
