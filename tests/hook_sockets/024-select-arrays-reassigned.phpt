--TEST--
socket_select(): another coroutine assigning a string, int, object, null or another array to the caller's arrays while it waits: the call still answers for the arrays it was given (no TypeError about values the caller never passed)
--EXTENSIONS--
async
--SKIPIF--
<?php if (!extension_loaded('sockets')) die('skip ext/sockets is not loaded'); ?>
--FILE--
<?php
require __DIR__ . '/guard.inc';
use function Async\{spawn, await};

foreach (['str', 42, new stdClass, null, [1]] as $value) {
    socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $pair);
    $r = ['in' => $pair[0]];
    $w = null;
    $e = null;
    $c = spawn(function () use (&$r, &$w, &$e) {
        return socket_select($r, $w, $e, 5);
    });
    spawn(function () use (&$r, &$w, $value, $pair) {
        usleep(30000);
        $r = $value;
        $w = $value;
        usleep(30000);
        socket_write($pair[1], "x");
    });
    echo json_encode([await($c), array_keys($r), $w]), "\n";
}
?>
--EXPECT--
[1,["in"],null]
[1,["in"],null]
[1,["in"],null]
[1,["in"],null]
[1,["in"],null]
