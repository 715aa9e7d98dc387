--TEST--
A second coroutine reading a pipe another coroutine is suspended reading gets an AsyncException; the first read is unaffected
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

// The child writes only once told to: the first reader is surely
// suspended when the second one tries.
$proc = proc_open('read go; echo first', [0 => ['pipe', 'r'], 1 => ['pipe', 'w']], $pipes);
$first = spawn(fn () => fgets($pipes[1]));
$second = spawn(function () use ($pipes) {
    delay(20);
    try {
        fgets($pipes[1]);
    } catch (Async\AsyncException $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
});
await($second);
fwrite($pipes[0], "go\n");
var_dump(await($first));
fclose($pipes[0]);
fclose($pipes[1]);
var_dump(proc_close($proc));
?>
--EXPECT--
Async\AsyncException: Cannot read from a pipe that another coroutine is already reading
string(6) "first
"
int(0)
