--TEST--
Where a coroutine may not suspend (a destructor), the socket calls are PHP's own blocking ones, with PHP's results
--EXTENSIONS--
async
--SKIPIF--
<?php if (!extension_loaded('sockets')) die('skip ext/sockets is not loaded'); ?>
--FILE--
<?php
require __DIR__ . '/guard.inc';
use function Async\{spawn, await, delay};

socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $pair);
[$a, $b] = $pair;
socket_set_option($a, SOL_SOCKET, SO_RCVTIMEO, ['sec' => 0, 'usec' => 50000]);

class Reader
{
    public function __construct(private Socket $socket) {}

    public function __destruct()
    {
        $ran = $GLOBALS['ticks'];
        var_dump(socket_read($this->socket, 10), socket_last_error($this->socket));
        echo $GLOBALS['ticks'] === $ran ? "blocked in place\n" : "suspended\n";
    }
}

$ticks = 0;
$ticker = spawn(function () {
    for ($i = 0; $i < 30; $i++) {
        delay(2);
        $GLOBALS['ticks']++;
    }
});
await(spawn(function () use ($a) {
    $reader = new Reader($a);
    unset($reader);
}));
socket_write($b, "data");
var_dump(socket_read($a, 10));
await($ticker);
?>
--EXPECT--
bool(false)
int(11)
blocked in place
string(4) "data"
