--TEST--
A pipe the user made non-blocking is never waited on: fread() returns at once with what is there
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await};

await(spawn(function () {
    $proc = proc_open('sleep 0.2; echo late', [1 => ['pipe', 'w']], $pipes);
    stream_set_blocking($pipes[1], false);
    $start = hrtime(true);
    var_dump(fread($pipes[1], 10), (hrtime(true) - $start) / 1e6 < 100);
    stream_set_blocking($pipes[1], true);
    var_dump(fgets($pipes[1]), proc_close($proc));
}));
?>
--EXPECT--
string(0) ""
bool(true)
string(5) "late
"
int(0)
