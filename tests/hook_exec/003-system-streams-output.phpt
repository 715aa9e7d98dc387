--TEST--
system() prints each line as the command produces it, while other coroutines keep running
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await_all, delay};

$ready = tempnam(sys_get_temp_dir(), 'async-sys'); unlink($ready);
$go = "$ready.go";
await_all([
    // The command cannot finish before the other coroutine has run.
    spawn(function () use ($ready, $go) {
        $last = system("echo one; touch $ready; while [ ! -f $go ]; do sleep 0.01; done; echo two");
        echo "returned $last\n";
    }),
    spawn(function () use ($ready, $go) {
        while (!file_exists($ready)) { delay(5); clearstatcache(); }
        echo "other coroutine ran\n";
        touch($go);
    }),
]);
unlink($ready); unlink($go);
?>
--EXPECT--
one
other coroutine ran
two
returned two
