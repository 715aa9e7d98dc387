--TEST--
exit(5) inside a coroutine while main waits: the process exits with status 5
--EXTENSIONS--
async
--INI--
pcre.jit=0
--SKIPIF--
<?php
if (!is_readable("/proc/self/maps")) {
    die("skip needs /proc/self/maps to find the loaded async.so");
}
?>
--FILE--
<?php
use function Async\{spawn, delay, suspend};

if (($argv[1] ?? '') === 'child') {
    register_shutdown_function(function () {
        echo "shutdown function\n";
    });
    spawn(function () {
        try {
            delay(1000);
        } finally {
            echo "A finally\n";
        }
    });
    spawn(function () {
        suspend();
        echo "B exits\n";
        exit(5);
    });
    delay(500);
    echo "main never\n";
} else {
    require_once __DIR__ . '/../async_module.inc';
    $ext = async_module_path();
    $cmd = escapeshellarg(PHP_BINARY) . " -n -d display_errors=1 -d log_errors=0 -d " . escapeshellarg("extension=$ext")
        . " " . escapeshellarg(__FILE__) . " child 2>&1";
    exec($cmd, $out, $status);
    echo implode("\n", $out), "\n";
    echo "exit status: $status\n";
}
?>
--EXPECT--
B exits
A finally
shutdown function
exit status: 5
