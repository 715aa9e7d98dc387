--TEST--
Inside one coroutine, echo/print (the CLI writes them straight to fd 1) and fwrite() to STDOUT and to php://stdout stay in order when STDOUT is a pipe, a regular file or a terminal
--EXTENSIONS--
async
--INI--
pcre.jit=0
--SKIPIF--
<?php
if (!is_readable('/proc/self/cmdline')) die('skip needs /proc/self/cmdline');
$p = @proc_open([PHP_BINARY, '-n', '-r', 'exit(stream_isatty(STDOUT) ? 0 : 1);'], [1 => ['pty']], $pipes);
if ($p === false || proc_close($p) !== 0) die('skip no pty support');
?>
--FILE--
<?php
use function Async\{spawn, await};

function expected(): string
{
    $s = '';
    for ($i = 0; $i < 3; $i++) {
        $s .= "echo $i\n" . str_repeat("w$i", 20000) . "\n" . "print $i\n" . str_repeat("u$i", 10000) . "\n" . "fprintf $i\n";
    }
    return $s;
}

if (($argv[1] ?? '') === 'child') {
    await(spawn(function () {
        $stdout = fopen('php://stdout', 'w');
        for ($i = 0; $i < 3; $i++) {
            echo "echo $i\n";
            fwrite(STDOUT, str_repeat("w$i", 20000) . "\n");
            print "print $i\n";
            fwrite($stdout, str_repeat("u$i", 10000) . "\n");
            fprintf(STDOUT, "fprintf %d\n", $i);
        }
    }));
    exit;
}

require __DIR__ . '/child.inc';
$file = tempnam(sys_get_temp_dir(), 'async-stdio');
foreach (['pipe' => ['pipe', 'w'], 'file' => ['file', $file, 'w'], 'terminal' => ['pty']] as $kind => $spec) {
    $proc = proc_open(child_argv(__FILE__), [['pipe', 'r'], $spec, ['pipe', 'w']], $pipes);
    fclose($pipes[0]);
    $out = $kind === 'file' ? '' : @stream_get_contents($pipes[1]);
    $err = stream_get_contents($pipes[2]);
    if ($kind !== 'file') {
        fclose($pipes[1]);
    }
    fclose($pipes[2]);
    $status = proc_close($proc);
    if ($kind === 'file') {
        $out = file_get_contents($file);
    } elseif ($kind === 'terminal') {
        $out = str_replace("\r\n", "\n", $out);
    }
    echo "$kind: ", var_export($out === expected(), true), " (", strlen($out), " bytes, stderr '$err', status $status)\n";
}
unlink($file);
?>
--EXPECT--
pipe: true (180081 bytes, stderr '', status 0)
file: true (180081 bytes, stderr '', status 0)
terminal: true (180081 bytes, stderr '', status 0)
