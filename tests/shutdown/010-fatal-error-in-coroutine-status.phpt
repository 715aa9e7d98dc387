--TEST--
Fatal error inside a coroutine exits with status 255
--EXTENSIONS--
async
--INI--
pcre.jit=0
--SKIPIF--
<?php
if (!is_readable("/proc/self/cmdline") || !preg_match("~\0extension=[^\0]*async\.so\0~", file_get_contents("/proc/self/cmdline"))) {
    die("skip needs the async.so path on the command line (/proc/self/cmdline)");
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
        suspend();
        trigger_error("boom", E_USER_ERROR);
    });
    echo "main end\n";
} else {
    $ext = null;
    foreach (explode("\0", file_get_contents("/proc/self/cmdline")) as $arg) {
        if (preg_match("~^extension=(.*async\.so)$~", $arg, $m)) {
            $ext = $m[1];
        }
    }
    $cmd = escapeshellarg(PHP_BINARY) . " -n -d display_errors=1 -d log_errors=0 -d " . escapeshellarg("extension=$ext")
        . " " . escapeshellarg(__FILE__) . " child 2>&1";
    exec($cmd, $out, $status);
    echo implode("\n", $out), "\n";
    echo "exit status: $status\n";
}
?>
--EXPECTF--
main end

Fatal error: boom in %s on line %d
shutdown function
exit status: 255
