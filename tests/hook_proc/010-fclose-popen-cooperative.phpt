--TEST--
Closing a popen() stream with fclose() or by dropping it, inside a coroutine, waits for the child without blocking other coroutines, the same as pclose()
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await_all, delay};

$log = [];
await_all([
    spawn(function () use (&$log) {
        $f = popen('sleep 0.3', 'r');
        $log[] = 'fclose ' . var_export(fclose($f), true);
        $f = popen('sleep 0.3', 'r');
        $f = null;
        $log[] = 'dropped';
        $f = popen('exit 3', 'r');
        $log[] = 'pclose ' . pclose($f);
    }),
    spawn(function () use (&$log) { delay(100); $log[] = 'tick'; delay(300); $log[] = 'tick'; }),
]);
echo implode("\n", $log), "\n";
?>
--EXPECT--
tick
fclose true
tick
dropped
pclose 3
