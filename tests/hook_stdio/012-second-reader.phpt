--TEST--
A second coroutine reading a stream another coroutine is already reading gets an Async\AsyncException naming what the descriptor is (pipe: STDIN; file: php://fd/3); the first read completes normally
--EXTENSIONS--
async
--INI--
pcre.jit=0
--SKIPIF--
<?php if (!is_readable('/proc/self/cmdline')) die('skip needs /proc/self/cmdline'); ?>
--FILE--
<?php
use function Async\{spawn, await};

if (($argv[1] ?? '') === 'child') {
    foreach (['STDIN' => STDIN, 'php://fd/3' => fopen('php://fd/3', 'r')] as $name => $stream) {
        $first = spawn(fn () => fgets($stream));
        await(spawn(function () use ($stream) {
            try {
                fgets($stream);
            } catch (Async\AsyncException $e) {
                echo get_class($e), ': ', $e->getMessage(), "\n";
            }
        }));
        echo "$name checked\n";
        var_dump(await($first));
    }
    exit;
}

require __DIR__ . '/child.inc';
$file = tempnam(sys_get_temp_dir(), 'async-stdio');
file_put_contents($file, "first line of the file\nsecond\n");
$proc = proc_open(child_argv(__FILE__), [['pipe', 'r'], ['pipe', 'w'], ['redirect', 1], ['file', $file, 'r']], $pipes);
echo read_until($pipes[1], "STDIN checked\n");
fwrite($pipes[0], "line for the first reader\n");
fclose($pipes[0]);
echo stream_get_contents($pipes[1]);
fclose($pipes[1]);
var_dump(proc_close($proc));
unlink($file);
?>
--EXPECT--
Async\AsyncException: Cannot read from a pipe that another coroutine is already reading
STDIN checked
string(26) "line for the first reader
"
Async\AsyncException: Cannot read from a file that another coroutine is already reading
php://fd/3 checked
string(23) "first line of the file
"
int(0)
