--TEST--
No byte is lost to a cancellation: a pipe read that completed just before its coroutine was cancelled keeps its bytes for the next read; a file read cancelled on the thread pool leaves the position where it was
--EXTENSIONS--
async
--INI--
pcre.jit=0
--SKIPIF--
<?php if (!is_readable('/proc/self/cmdline')) die('skip needs /proc/self/cmdline'); ?>
--FILE--
<?php
use function Async\{spawn, await, suspend, delay};

require __DIR__ . '/child.inc';

if (($argv[1] ?? '') === 'child') {
    // Pipe: the reader waits on STDIN; the canceller's 5 ms timer is due
    // and the line is in the pipe by the time the loop runs next, so in
    // that one loop iteration the timer fires first, then the read
    // completes: the cancellation reaches a reader whose read completed.
    $reader = spawn(fn () => fgets(STDIN));
    $canceller = spawn(function () use ($reader) {
        delay(5);
        $reader->cancel();
    });
    suspend();
    echo "waiting\n";
    $probe = fopen('php://fd/0', 'r');
    // Waits for the line without letting any coroutine run: inside a
    // coroutine a select with a timeout would suspend (hook_select.c),
    // one with a zero timeout is PHP's own and never does.
    do {
        $read = [$probe];
        $write = $except = null;
    } while (stream_select($read, $write, $except, 0) === 0);
    $start = hrtime(true);
    while (hrtime(true) - $start < 20000000) {
    }
    try {
        await($reader);
    } catch (Async\AsyncCancellation $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
    var_dump(await(spawn(fn () => fgets(STDIN))));

    // File (php://fd/3): cancelled while its read is on the thread pool.
    $file = fopen('php://fd/3', 'r');
    $reader = spawn(fn () => fgets($file));
    suspend();
    $reader->cancel();
    try {
        await($reader);
    } catch (Async\AsyncCancellation $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
    delay(20);   // a read a worker had already begun ends meanwhile
    var_dump(ftell($file), fdinfo(3, 'pos'), await(spawn(fn () => fgets($file))));
    exit;
}

$file = tempnam(sys_get_temp_dir(), 'async-stdio');
file_put_contents($file, "first line of the file\nsecond\n");
$proc = proc_open(child_argv(__FILE__), [['pipe', 'r'], ['pipe', 'w'], ['redirect', 1], ['file', $file, 'r']], $pipes);
echo read_until($pipes[1], "waiting\n");
fwrite($pipes[0], "kept line\n");
fclose($pipes[0]);
echo stream_get_contents($pipes[1]);
fclose($pipes[1]);
var_dump(proc_close($proc));
unlink($file);
?>
--EXPECT--
waiting
Async\AsyncCancellation: Coroutine cancelled
string(10) "kept line
"
Async\AsyncCancellation: Coroutine cancelled
int(0)
string(1) "0"
string(23) "first line of the file
"
int(0)
