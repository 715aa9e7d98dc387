--TEST--
socket_connect() to a Unix listener whose backlog is full waits inside a coroutine as the blocking call does (until there is room, or SO_SNDTIMEO: false and EAGAIN without a warning, as outside)
--EXTENSIONS--
async
--SKIPIF--
<?php if (!extension_loaded('sockets')) die('skip ext/sockets is not loaded'); ?>
--FILE--
<?php
require __DIR__ . '/guard.inc';
use function Async\{spawn, await, delay};

$path = sys_get_temp_dir() . '/async-hook-sockets-023-' . getmypid() . '.sock';
@unlink($path);
$srv = socket_create(AF_UNIX, SOCK_STREAM, 0);
socket_bind($srv, $path);
socket_listen($srv, 0);
// The one connection a backlog of 0 holds.
$first = socket_create(AF_UNIX, SOCK_STREAM, 0);
var_dump(socket_connect($first, $path));

function timed_out_connect(string $path): void
{
    socket_clear_error();
    $s = socket_create(AF_UNIX, SOCK_STREAM, 0);
    socket_set_option($s, SOL_SOCKET, SO_SNDTIMEO, ['sec' => 0, 'usec' => 30000]);
    var_dump(socket_connect($s, $path), socket_last_error($s), socket_last_error());
}
echo "outside:\n";
timed_out_connect($path);
echo "inside:\n";
await(spawn('timed_out_connect', $path));

$log = [];
$client = spawn(function () use ($path, &$log) {
    $s = socket_create(AF_UNIX, SOCK_STREAM, 0);
    $r = socket_connect($s, $path);
    $log[] = "connected: " . var_export($r, true) . ", last error " . socket_last_error($s);
    socket_write($s, "second");
    return $s;
});
delay(30);
$log[] = "accepting";
$conn = socket_accept($srv);
$conn = socket_accept($srv);
$log[] = "accepted: " . socket_read($conn, 100);
await($client);
echo implode("\n", $log), "\n";
unlink($path);
?>
--EXPECT--
bool(true)
outside:
bool(false)
int(11)
int(11)
inside:
bool(false)
int(11)
int(11)
accepting
connected: true, last error 0
accepted: second
