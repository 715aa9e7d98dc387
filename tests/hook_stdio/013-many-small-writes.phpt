--TEST--
Many small fwrite(STDOUT) calls in a coroutine that never suspends: written at once without an async I/O object each (no handles or memory pile up until the next loop tick), all in order
--EXTENSIONS--
async
--INI--
pcre.jit=0
--SKIPIF--
<?php if (!is_readable('/proc/self/cmdline')) die('skip needs /proc/self/cmdline'); ?>
--FILE--
<?php
use function Async\{spawn, await, runtime_stats};

if (($argv[1] ?? '') === 'child') {
    await(spawn(function () {
        $before = memory_get_usage();
        $total = 0;
        for ($i = 0; $i < 20000; $i++) {
            $total += fwrite(STDOUT, "line $i\n");
        }
        fwrite(STDERR, sprintf("written %d, handles %d, memory grew by less than 256 KiB: %s\n", $total,
            runtime_stats()['reactor_handles'], var_export(memory_get_usage() - $before < 262144, true)));
    }));
    exit;
}

require __DIR__ . '/child.inc';
$proc = proc_open(child_argv(__FILE__), [['pipe', 'r'], ['pipe', 'w'], ['pipe', 'w']], $pipes);
$out = stream_get_contents($pipes[1]);
$expected = '';
for ($i = 0; $i < 20000; $i++) {
    $expected .= "line $i\n";
}
var_dump($out === $expected);
echo stream_get_contents($pipes[2]);
foreach ($pipes as $pipe) {
    fclose($pipe);
}
var_dump(proc_close($proc));
?>
--EXPECT--
bool(true)
written 208890, handles 0, memory grew by less than 256 KiB: true
int(0)
