--TEST--
Out of memory in a coroutine while the script runs is a fatal error, not exit(): main and the other coroutines are not resumed (no finally block runs), the shutdown functions run
--EXTENSIONS--
async
--INI--
memory_limit=16M
--FILE--
<?php
require __DIR__ . '/zend_allocator.inc';
run_with_zend_allocator(__FILE__);
use function Async\{spawn, await, delay};

register_shutdown_function(function () { echo "shutdown function\n"; });
spawn(function () {
    try {
        delay(1000);
    } finally {
        echo "other finally\n";
    }
});
$hog = spawn(function () {
    $data = [];
    while (true) {
        $data[] = str_repeat("x", 1024);
    }
});
try {
    await($hog);
} finally {
    echo "main finally\n";
}
echo "main never\n";
?>
--EXPECTF--
Fatal error: Allowed memory size of 16777216 bytes exhausted %s in %s on line %d
shutdown function
