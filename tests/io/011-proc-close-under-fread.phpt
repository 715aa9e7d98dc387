--TEST--
fread() suspended on a pipe that proc_close() in another coroutine closes returns false (the read failed; no empty string as if data had ended)
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

$p = proc_open('cat', [0 => ['pipe', 'r'], 1 => ['pipe', 'w']], $pipes);
$reader = spawn(function () use ($pipes) {
    return fread($pipes[1], 10);
});
delay(50);
var_dump(proc_close($p));
var_dump(await($reader));
?>
--EXPECT--
int(0)
bool(false)
