--TEST--
exit(7) in main with pending coroutines keeps the exit status 7
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
    suspend();
    echo "main exit\n";
    exit(7);
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
main exit
A finally
shutdown function
exit status: 7
