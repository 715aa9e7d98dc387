--TEST--
Reading a popen() pipe and pclose() suspend only the caller: a ticker keeps running meanwhile
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await_all, delay};

$log = [];
await_all([
    spawn(function () use (&$log) {
        $p = popen('echo first; sleep 0.2; echo second; sleep 0.2', 'r');
        while (($line = fgets($p)) !== false) {
            $log[] = 'read ' . trim($line);
        }
        $log[] = 'pclose ' . pclose($p);
    }),
    spawn(function () use (&$log) {
        for ($i = 1; $i <= 3; $i++) { delay(130); $log[] = "tick $i"; }
    }),
]);
echo implode("\n", $log), "\n";
?>
--EXPECT--
read first
tick 1
read second
tick 2
tick 3
pclose 0
