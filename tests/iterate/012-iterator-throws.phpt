--TEST--
An exception from the iterator itself stops iterate() like a callback's: running callbacks are cancelled, then it is rethrown
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{iterate, delay};

function broken() {
    yield 1;
    delay(5);
    throw new LogicException('source broke');
}
$log = [];
try {
    iterate(broken(), function ($v) use (&$log) {
        try { delay(100); $log[] = "finished $v"; } catch (Async\AsyncCancellation $e) { $log[] = "cancelled $v"; }
    });
} catch (LogicException $e) {
    $log[] = 'caught ' . $e->getMessage();
}
echo implode("\n", $log), "\n";
?>
--EXPECT--
cancelled 1
caught source broke
