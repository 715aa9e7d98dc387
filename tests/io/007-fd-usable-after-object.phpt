--TEST--
A pipe read through an async I/O object keeps its blocking descriptor for PHP's own uses: handed to a child as stdin it still works
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await};

await(spawn(function () {
    $a = proc_open("printf 'head\\n'; sleep 0.1; printf 'tail\\n'", [1 => ['pipe', 'w']], $ap);
    var_dump(fgets($ap[1]));
    // The rest of A's output goes to B through the same descriptor; a
    // descriptor left non-blocking would make cat fail with EAGAIN.
    $b = proc_open('cat', [0 => $ap[1], 1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $bp);
    fclose($ap[1]);
    var_dump(stream_get_contents($bp[1]), stream_get_contents($bp[2]));
    fclose($bp[1]);
    fclose($bp[2]);
    var_dump(proc_close($b), proc_close($a));
    var_dump(Async\runtime_stats()['reactor_handles']);
}));
?>
--EXPECT--
string(5) "head
"
string(5) "tail
"
string(0) ""
int(0)
int(0)
int(0)
