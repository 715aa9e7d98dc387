--TEST--
Coroutine::getTrace() returns the backtrace of a suspended coroutine (innermost frame first; options and limit honoured)
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, suspend, await};

function outer($x) {
    inner($x + 1);
}
function inner($y) {
    suspend();
}

$c = spawn(function () {
    outer(10);
});
suspend();

foreach ($c->getTrace() as $i => $frame) {
    echo $i, ': ', $frame['function'], ' line=', $frame['line'] ?? '-', ' args=', json_encode($frame['args'] ?? null), "\n";
}
$limited = $c->getTrace(DEBUG_BACKTRACE_IGNORE_ARGS, 2);
var_dump(count($limited), array_column($limited, 'function'), array_key_exists('args', $limited[0]));
await($c);
?>
--EXPECT--
0: Async\suspend line=8 args=[]
1: inner line=5 args=[11]
2: outer line=12 args=[10]
3: {closure} line=- args=[]
int(2)
array(2) {
  [0]=>
  string(13) "Async\suspend"
  [1]=>
  string(5) "inner"
}
bool(false)
