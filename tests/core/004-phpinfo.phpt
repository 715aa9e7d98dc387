--TEST--
phpinfo() / php --ri async: version, ABI, libuv built and running, the hooked builtins, the stack mode and limits in force, and every INI setting
--EXTENSIONS--
async
--INI--
async.guarded_stacks=0
async.max_stacks=500
async.stack_size=256K
pcre.jit=0
--FILE--
<?php
ob_start();
(new ReflectionExtension('async'))->info();
$rows = [];
foreach (explode("\n", ob_get_clean()) as $line) {
    if (preg_match('/^(.+?) => (.*)$/', $line, $m)) {
        $rows[$m[1]] = $m[2];
    }
}
$version = '/^\d+\.\d+\.\d+/';
var_dump($rows['Module'], $rows['Version'] === Async\VERSION, $rows['Support'], $rows['LibUv Reactor']);
var_dump((bool) preg_match($version, $rows['Async ABI']));
var_dump((bool) preg_match($version, $rows['libuv version (built with)']));
var_dump((bool) preg_match($version, $rows['libuv version (running)']));
var_dump($rows['Coroutine stacks'], $rows['Stack size'], $rows['Coroutine limit']);

$functions = explode(', ', $rows['Hooked functions']);
foreach (['sleep', 'usleep', 'gethostbyname', 'exec', 'shell_exec', 'proc_open', 'popen', 'stream_select', 'stream_socket_pair'] as $name) {
    echo $name, ': ', in_array($name, $functions, true) ? 'hooked' : 'MISSING', "\n";
}
// ext/sockets is hooked when it is loaded, and only then.
var_dump(in_array('socket_read', $functions, true) === extension_loaded('sockets'));
var_dump(in_array('pcntl_signal', $functions, true) === extension_loaded('pcntl'));
var_dump(array_intersect(['tcp', 'udp', 'unix', 'udg', 'ssl', 'tls'], explode(', ', $rows['Hooked stream transports'])) === ['tcp', 'udp', 'unix', 'udg', 'ssl', 'tls']);
var_dump($rows['Hooked stream wrappers']);

// Every INI setting, with its local and master value.
foreach (ini_get_all('async') as $name => $setting) {
    if (!isset($rows[$name])) {
        echo "$name: MISSING\n";
    }
}
var_dump(count(ini_get_all('async')) >= 9, $rows['async.max_stacks']);
?>
--EXPECT--
string(5) "async"
bool(true)
string(7) "Enabled"
string(7) "Enabled"
bool(true)
bool(true)
bool(true)
string(35) "arena only (async.guarded_stacks=0)"
string(31) "262144 bytes (async.stack_size)"
string(37) "500 stacks at once (async.max_stacks)"
sleep: hooked
usleep: hooked
gethostbyname: hooked
exec: hooked
shell_exec: hooked
proc_open: hooked
popen: hooked
stream_select: hooked
stream_socket_pair: hooked
bool(true)
bool(true)
bool(true)
string(34) "php:// (stdin, stdout, stderr, fd)"
bool(true)
string(10) "500 => 500"
