--TEST--
await() on an already finished coroutine returns at once without letting others run
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, suspend};

$ok = spawn(fn() => "done");
$failed = spawn(function () { throw new LogicException("failed earlier"); });
suspend(); // both run to completion
var_dump($ok->isCompleted(), $failed->isCompleted());

spawn(function () { echo "other coroutine\n"; });
var_dump(await($ok));
try {
    await($failed);
} catch (LogicException $e) {
    echo "caught: ", $e->getMessage(), "\n";
}
echo "main still running\n";
suspend();
echo "end\n";
?>
--EXPECT--
bool(true)
bool(true)
string(4) "done"
caught: failed earlier
main still running
other coroutine
end
