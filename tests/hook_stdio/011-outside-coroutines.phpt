--TEST--
Outside coroutines STDIN keeps PHP's own blocking read: before the scheduler runs (no async I/O object, the descriptor stays blocking) and in a destructor run by a coroutine (the other coroutines do not run meanwhile)
--EXTENSIONS--
async
--INI--
pcre.jit=0
--SKIPIF--
<?php if (!is_readable('/proc/self/cmdline')) die('skip needs /proc/self/cmdline'); ?>
--FILE--
<?php
use function Async\{spawn, await, delay};

require __DIR__ . '/child.inc';

class Reader
{
    public function __destruct()
    {
        echo "waiting\n";
        $GLOBALS['ticks_before'] = $GLOBALS['ticks'];
        $GLOBALS['line'] = fgets(STDIN);
        $GLOBALS['ticks_after'] = $GLOBALS['ticks'];
    }
}

if (($argv[1] ?? '') === 'child') {
    echo "start\n";
    var_dump(fgets(STDIN), fd_nonblocking(0));
    $ticks = 0;
    $done = false;
    spawn(function () use (&$ticks, &$done) {
        while (!$done) {
            $ticks++;
            delay(1);
        }
    });
    await(spawn(function () use (&$done) {
        delay(5);
        $reader = new Reader();
        $reader = null;
        $done = true;
    }));
    var_dump($line, $ticks_before > 0, $ticks_after === $ticks_before);
    exit;
}

$proc = proc_open(child_argv(__FILE__), [['pipe', 'r'], ['pipe', 'w'], ['redirect', 1]], $pipes);
echo read_until($pipes[1], "start\n");
fwrite($pipes[0], "before the scheduler\n");
echo read_until($pipes[1], "waiting\n");
fwrite($pipes[0], "in a destructor\n");
fclose($pipes[0]);
echo stream_get_contents($pipes[1]);
fclose($pipes[1]);
var_dump(proc_close($proc));
?>
--EXPECT--
start
string(21) "before the scheduler
"
bool(false)
waiting
string(16) "in a destructor
"
bool(true)
bool(true)
int(0)
