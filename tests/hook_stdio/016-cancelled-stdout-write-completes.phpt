--TEST--
A coroutine cancelled while its fwrite(STDOUT) waits on a full pipe: the write finishes in the background (every byte of the 2 MiB arrives, in order), a later write queues behind it, and a script that ends at once still ends only once it is written
--EXTENSIONS--
async
--SKIPIF--
<?php if (!is_readable('/proc/self/cmdline')) die('skip needs /proc/self/cmdline'); ?>
--FILE--
<?php
use function Async\{spawn, await, delay};

function payload(): string
{
    // 2 MiB of numbered 64-byte lines (the pipe holds 64 KiB).
    static $data = null;
    if ($data === null) {
        $lines = [];
        for ($i = 0; $i < 32768; $i++) {
            $lines[] = sprintf("%07d %s\n", $i, str_repeat(chr(97 + $i % 26), 55));
        }
        $data = implode('', $lines);
    }
    return $data;
}

if (($argv[1] ?? '') === 'child') {
    $writer = spawn(function () {
        fwrite(STDOUT, payload());
        fwrite(STDERR, "not reached\n");
    });
    delay(20);
    $writer->cancel();
    try { await($writer); } catch (Async\AsyncCancellation $e) { fwrite(STDERR, "cancelled\n"); }
    if ($argv[2] === 'tail') {
        await(spawn(function () { fwrite(STDOUT, "tail\n"); }));
    }
    exit;
}

require __DIR__ . '/child.inc';
foreach (['tail', 'exit'] as $mode) {
    $proc = proc_open(child_argv(__FILE__, $mode), [['pipe', 'r'], ['pipe', 'w'], ['pipe', 'w']], $pipes);
    echo read_until($pipes[2], "\n");
    usleep(100000); // the child reaches its end while the pipe is still full
    $out = stream_get_contents($pipes[1]);
    $expected = payload() . ($mode === 'tail' ? "tail\n" : '');
    var_dump(strlen($out) === strlen($expected), $out === $expected);
    echo stream_get_contents($pipes[2]);
    foreach ($pipes as $pipe) {
        fclose($pipe);
    }
    var_dump(proc_close($proc));
}
?>
--EXPECT--
cancelled
bool(true)
bool(true)
int(0)
cancelled
bool(true)
bool(true)
int(0)
