--TEST--
Coroutine::getTrace() of the main coroutine while it waits, seen from another coroutine
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, current_coroutine};

function wait_for($c) {
    return await($c);
}

$main = current_coroutine();
$c = spawn(function () use ($main) {
    foreach ($main->getTrace(DEBUG_BACKTRACE_IGNORE_ARGS) as $i => $frame) {
        echo $i, ': ', $frame['function'], ' line=', $frame['line'], "\n";
    }
    return 'done';
});
var_dump(wait_for($c));
?>
--EXPECT--
0: Async\await line=5
1: wait_for line=15
string(4) "done"
