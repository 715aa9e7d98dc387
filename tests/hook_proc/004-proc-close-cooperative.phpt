--TEST--
proc_close() closes the pipes first (a child reading stdin sees EOF) and waits for the exit without blocking other coroutines
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await_all, delay};

$log = [];
await_all([
    spawn(function () use (&$log) {
        $proc = proc_open('cat > /dev/null; sleep 0.2; exit 7', [['pipe', 'r'], ['pipe', 'w']], $pipes);
        fwrite($pipes[0], "data");
        $log[] = 'proc_close ' . proc_close($proc);
    }),
    spawn(function () use (&$log) { delay(100); $log[] = 'tick'; }),
]);
echo implode("\n", $log), "\n";
?>
--EXPECT--
tick
proc_close 7
