--TEST--
Cancelling a coroutine blocked in fgets(STDIN): AsyncCancellation, no handle left, the descriptor blocking again, and STDIN still usable in a coroutine and outside coroutines (a destructor)
--EXTENSIONS--
async
--INI--
pcre.jit=0
--SKIPIF--
<?php if (!is_readable('/proc/self/cmdline')) die('skip needs /proc/self/cmdline'); ?>
--FILE--
<?php
use function Async\{spawn, await, suspend, delay, runtime_stats};

require __DIR__ . '/child.inc';

if (($argv[1] ?? '') === 'child') {
    $reader = spawn(function () {
        try {
            return fgets(STDIN);
        } catch (Async\AsyncCancellation $e) {
            echo get_class($e), ': ', $e->getMessage(), "\n";
            throw $e;
        }
    });
    suspend();                 // the reader is now waiting in fgets()
    var_dump(fd_nonblocking(0));
    $reader->cancel();
    try {
        await($reader);
    } catch (Async\AsyncCancellation $e) {
    }
    delay(1);                  // libuv frees closed handles on the next tick
    var_dump($reader->isCancelled(), runtime_stats()['reactor_handles'], fd_nonblocking(0));
    echo "cancelled\n";
    var_dump(await(spawn(fn () => fgets(STDIN))));
    // Outside coroutines: a destructor reads with PHP's own blocking read.
    $reader = new class {
        public function __destruct()
        {
            var_dump(fgets(STDIN), feof(STDIN));
        }
    };
    echo "outside\n";
    $reader = null;
    exit;
}

$proc = proc_open(child_argv(__FILE__), [['pipe', 'r'], ['pipe', 'w'], ['redirect', 1]], $pipes);
echo read_until($pipes[1], "cancelled\n");
fwrite($pipes[0], "after the cancellation\n");
echo read_until($pipes[1], "outside\n");
fwrite($pipes[0], "in the destructor\n");
fclose($pipes[0]);
echo stream_get_contents($pipes[1]);
fclose($pipes[1]);
var_dump(proc_close($proc));
?>
--EXPECT--
bool(true)
Async\AsyncCancellation: Coroutine cancelled
bool(true)
int(0)
bool(false)
cancelled
string(23) "after the cancellation
"
outside
string(18) "in the destructor
"
bool(false)
int(0)
