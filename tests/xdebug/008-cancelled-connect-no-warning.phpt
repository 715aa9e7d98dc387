--TEST--
Xdebug develop mode: a cancelled connect or accept raises no warning, as without Xdebug (async's error filter sits in front of Xdebug's error handler): no "Unable to connect ... (Unknown error)", no "Accept failed: Unknown error"; other warnings still reach Xdebug
--EXTENSIONS--
async
--SKIPIF--
<?php
require __DIR__ . '/xdebug.inc';
if ($reason = xdebug_skip_reason()) die($reason);
?>
--FILE--
<?php
require __DIR__ . '/xdebug.inc';

echo xdebug_run('develop', <<<'PHP'
<?php
use function Async\{spawn, await, delay};

$server = stream_socket_server('tcp://127.0.0.1:0', $errno, $errstr, STREAM_SERVER_BIND | STREAM_SERVER_LISTEN,
    stream_context_create(['socket' => ['backlog' => 0]]));
$addr = stream_socket_get_name($server, false);
$port = (int) substr($addr, strrpos($addr, ':') + 1);
$queued = stream_socket_client("tcp://$addr", $errno, $errstr, 1);

foreach ([fn() => stream_socket_client("tcp://$addr", $errno, $errstr, 5),
        fn() => fsockopen('127.0.0.1', $port, $errno, $errstr, 5),
        fn() => stream_socket_accept(stream_socket_server('tcp://127.0.0.1:0'), 5)] as $connect) {
    $c = spawn($connect);
    delay(30);
    $c->cancel();
    try {
        await($c);
    } catch (Async\AsyncCancellation $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
echo "done\n";
trigger_error("a warning of the script", E_USER_WARNING);
PHP);
?>
--EXPECTF--
Async\AsyncCancellation: Coroutine cancelled
Async\AsyncCancellation: Coroutine cancelled
Async\AsyncCancellation: Coroutine cancelled
done

Warning: a warning of the script in %s008-cancelled-connect-no-warning.child.php on line 23

Call Stack:
%w%f%w%d%w1. {main}() %s008-cancelled-connect-no-warning.child.php:0
%w%f%w%d%w2. trigger_error($message = 'a warning of the script', $error_level = 512) %s008-cancelled-connect-no-warning.child.php:23
