--TEST--
Without ext/sockets loaded the extension loads and runs as usual (the socket hooks are simply not installed)
--EXTENSIONS--
async
--SKIPIF--
<?php
if (!is_readable('/proc/self/maps')) die('skip needs /proc/self/maps to find the module');
if (!function_exists('proc_open')) die('skip proc_open is disabled');
?>
--FILE--
<?php
require __DIR__ . '/guard.inc';
$module = null;
foreach (file('/proc/self/maps') as $line) {
    if (preg_match('~(/\S*async\.so)$~', trim($line), $m)) {
        $module = $m[1];
        break;
    }
}
$code = <<<'PHP'
use function Async\{spawn, await, delay};
var_dump(extension_loaded('sockets'), function_exists('socket_read'));
echo await(spawn(function () { delay(5); return "coroutines work"; })), "\n";
$s = stream_socket_server('tcp://127.0.0.1:0');
echo get_resource_type($s), "\n";
PHP;
$cmd = [PHP_BINARY, '-n', '-d', "extension=$module", '-r', $code];
$proc = proc_open($cmd, [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
echo stream_get_contents($pipes[1]), stream_get_contents($pipes[2]);
echo "exit ", proc_close($proc), "\n";
?>
--EXPECT--
bool(false)
bool(false)
coroutines work
stream
exit 0
