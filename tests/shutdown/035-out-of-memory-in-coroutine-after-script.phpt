--TEST--
Out of memory (runaway recursion) in a coroutine after the script ended: a fatal error; the other coroutines are not resumed, the shutdown functions run
--EXTENSIONS--
async
--INI--
memory_limit=16M
--FILE--
<?php
require __DIR__ . '/zend_allocator.inc';
run_with_zend_allocator(__FILE__);
use function Async\{spawn, delay};

register_shutdown_function(function () { echo "first shutdown function\n"; });
register_shutdown_function(function () { echo "second shutdown function\n"; });
spawn(function () {
    try {
        delay(1000);
        echo "other resumed\n";
    } finally {
        echo "other finally\n";
    }
});
spawn(function () {
    function runaway(int $n): int { return runaway($n + 1) + 1; }
    delay(10);
    runaway(0);
});
echo "main end\n";
?>
--EXPECTF--
main end

Fatal error: Allowed memory size of 16777216 bytes exhausted %s in %s on line %d
first shutdown function
second shutdown function
