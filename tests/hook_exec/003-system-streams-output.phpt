--TEST--
system() prints each line as the command produces it, while other coroutines keep running
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await_all, delay};

$go = tempnam(sys_get_temp_dir(), 'async-sys'); unlink($go);
$printed = false;
await_all([
    // The command cannot finish before the other coroutine has run, and
    // that one runs only once "one" has been printed.
    spawn(function () use (&$printed, $go) {
        ob_start(function ($buffer) use (&$printed) {
            $printed = $printed || str_contains($buffer, 'one');
            return $buffer;
        }, 1);
        $last = system("echo one; while [ ! -f $go ]; do sleep 0.01; done; echo two");
        ob_end_flush();
        echo "returned $last\n";
    }),
    spawn(function () use (&$printed, $go) {
        while (!$printed) { delay(5); }
        echo "other coroutine ran\n";
        touch($go);
    }),
]);
unlink($go);
?>
--EXPECT--
one
other coroutine ran
two
returned two
