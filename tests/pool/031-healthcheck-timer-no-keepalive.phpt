--TEST--
Pool: the healthcheck timer does not keep the script alive: a script whose only thing left is a pool with a healthcheckInterval exits at once, also with a long interval, and checks run while other work goes on
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
use Async\Pool;
use function Async\{spawn, delay};

if (($argv[1] ?? '') === 'short') {
    // checks every 5 ms while a coroutine works for 100 ms, then nothing is left
    $checks = 0;
    $pool = new Pool(fn () => new stdClass(), healthcheck: function ($r) use (&$checks) { $checks++; return true; },
        min: 2, healthcheckInterval: 5);
    spawn(function () use (&$checks) {
        for ($i = 0; $i < 3000 && $checks < 2; $i++) {
            delay(5);
        }
        echo "checks ran while working: ", $checks >= 2 ? "yes" : "no", "\n";
    });
    echo "main script ends\n";
    return;
}
if (($argv[1] ?? '') === 'long') {
    // a 10-minute interval: if the timer kept the loop alive, this would not end
    $pool = new Pool(fn () => new stdClass(), healthcheck: fn ($r) => true, min: 1, healthcheckInterval: 600000);
    $r = $pool->acquire();
    $pool->release($r);
    echo "main script ends\n";
    return;
}
require_once __DIR__ . '/../async_module.inc';
$ext = async_module_path();
foreach (['short', 'long'] as $mode) {
    $cmd = escapeshellarg(PHP_BINARY) . " -n -d display_errors=1 -d log_errors=0 -d " . escapeshellarg("extension=$ext")
        . " " . escapeshellarg(__FILE__) . " $mode 2>&1";
    $start = hrtime(true);
    $out = [];
    exec($cmd, $out, $status);
    $seconds = (hrtime(true) - $start) / 1e9;
    echo "$mode:\n", implode("\n", $out), "\nexit status: $status\n";
    // valgrind starts PHP slowly; an interval-bound wait would take 600 s
    var_dump($seconds < (getenv('USE_ZEND_ALLOC') === '0' ? 120 : 10));
}
?>
--EXPECT--
short:
main script ends
checks ran while working: yes
exit status: 0
bool(true)
long:
main script ends
exit status: 0
bool(true)
