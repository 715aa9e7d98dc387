--TEST--
An unhandled coroutine exception reported after the drain exits with status 255
--EXTENSIONS--
async
--SKIPIF--
<?php
if (!is_readable("/proc/self/maps")) {
    die("skip needs /proc/self/maps to find the loaded async.so");
}
?>
--INI--
pcre.jit=0
--FILE--
<?php
use function Async\{spawn, suspend};

if (($argv[1] ?? '') === 'child') {
    spawn(function () {
        suspend();
        throw new RuntimeException("bad thing");
    });
    echo "main end\n";
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
--EXPECTF--
main end

Fatal error: Uncaught RuntimeException: bad thing in %s:%d
Stack trace:
#0 [internal function]: {closure}()
#1 %s(%d): Async\spawn()
#2 {main}
  thrown in %s on line %d
exit status: 255
