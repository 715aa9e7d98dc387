--TEST--
Where a coroutine cannot switch (a destructor) or before the scheduler runs, stream_select() is PHP's own blocking call: nothing else runs meanwhile
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await, delay};

[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);

// Before the scheduler: PHP's call, timeout and all.
$read = [$a];
$write = $except = null;
$start = hrtime(true);
var_dump(stream_select($read, $write, $except, 0, 100000), $read);
var_dump((hrtime(true) - $start) / 1e6 >= 100);

class Blocker
{
    public function __construct(private $stream) {}

    public function __destruct()
    {
        $read = [$this->stream];
        $write = $except = null;
        echo "destructor: ", stream_select($read, $write, $except, 0, 100000), "\n";
    }
}

$ticks = 0;
$done = false;
$ticker = spawn(function () use (&$ticks, &$done) {
    while (!$done) {
        delay(2);
        $ticks++;
    }
});
delay(10);
$before = $ticks;
$start = hrtime(true);
$blocker = new Blocker($a);
unset($blocker);
var_dump((hrtime(true) - $start) / 1e6 >= 100, $ticks === $before);
$done = true;
await($ticker);
?>
--EXPECT--
int(0)
array(0) {
}
bool(true)
destructor: 0
bool(true)
bool(true)
