--TEST--
Reading a popen() pipe and pclose() suspend only the caller: another coroutine runs while the reader waits for the next line
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await_all, delay};

$go = tempnam(sys_get_temp_dir(), 'async-popen'); unlink($go);
$log = [];
await_all([
    spawn(function () use (&$log, $go) {
        // "second" is written only after the other coroutine has run.
        $p = popen("echo first; while [ ! -f $go ]; do sleep 0.01; done; echo second; sleep 0.1", 'r');
        while (($line = fgets($p)) !== false) {
            $log[] = 'read ' . trim($line);
        }
        $log[] = 'pclose ' . pclose($p);
    }),
    spawn(function () use (&$log, $go) {
        while (!in_array('read first', $log, true)) { delay(5); }
        $log[] = 'other coroutine ran';
        touch($go);
    }),
    spawn(function () use (&$log) {
        while (!in_array('read second', $log, true)) { delay(5); }
        $log[] = 'ran while the reader waited for the end';
    }),
]);
echo implode("\n", $log), "\n";
unlink($go);
?>
--EXPECT--
read first
other coroutine ran
read second
ran while the reader waited for the end
pclose 0
