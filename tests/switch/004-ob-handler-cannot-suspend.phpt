--TEST--
suspending inside an output buffer handler is refused with an Error
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, suspend};

$c = spawn(function () {
    ob_start(function ($buffer) {
        try {
            suspend();
        } catch (Error $e) {
            return "handler: " . $e->getMessage() . "\n";
        }
        return $buffer;
    });
    echo "text\n";
    ob_end_flush();
});
await($c);
?>
--EXPECT--
handler: Cannot suspend a coroutine inside an output buffer handler
