--TEST--
STDOUT is a pipe the parent does not read for a while: fwrite(STDOUT) suspends only its coroutine (another one writes STDERR meanwhile) and every byte arrives in order, between the coroutine's own echo before and after
--EXTENSIONS--
async
--INI--
pcre.jit=0
--SKIPIF--
<?php if (!is_readable('/proc/self/cmdline')) die('skip needs /proc/self/cmdline'); ?>
--FILE--
<?php
use function Async\{spawn, await_all};

function payload(): string
{
    $data = '';
    for ($i = 0; strlen($data) < 1024 * 1024; $i++) {
        $data .= sprintf("%07d %s\n", $i, str_repeat(chr(97 + $i % 26), 40));
    }
    return $data;
}

if (($argv[1] ?? '') === 'child') {
    $written = false;
    await_all([
        spawn(function () use (&$written) {
            echo "before\n";
            $n = fwrite(STDOUT, payload());
            $written = true;
            echo "after $n\n";
        }),
        // The pipe holds 64 KiB and the parent reads it only after this
        // line: the write above is suspended while this coroutine runs.
        spawn(function () use (&$written) {
            fwrite(STDERR, 'tick, written: ' . var_export($written, true) . "\n");
        }),
    ]);
    exit;
}

require __DIR__ . '/child.inc';
$proc = proc_open(child_argv(__FILE__), [['pipe', 'r'], ['pipe', 'w'], ['pipe', 'w']], $pipes);
echo read_until($pipes[2], "\n");
$out = stream_get_contents($pipes[1]);
$data = payload();
var_dump(strlen($data), $out === "before\n" . $data . 'after ' . strlen($data) . "\n");
echo stream_get_contents($pipes[2]);
foreach ($pipes as $pipe) {
    fclose($pipe);
}
var_dump(proc_close($proc));
?>
--EXPECT--
tick, written: false
int(1048600)
bool(true)
int(0)
