--TEST--
stream_select() with a long timeout returns as soon as a writer arrives, not when the timeout ends
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, delay};

[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
spawn(function () use ($b) {
    delay(40);
    fwrite($b, "late");
});
$read = [$a];
$write = $except = null;
$start = hrtime(true);
var_dump(stream_select($read, $write, $except, 10, 500000));
$ms = (hrtime(true) - $start) / 1e6;
var_dump(count($read), fread($a, 10), $ms >= 30, $ms < 5000);
?>
--EXPECT--
int(1)
int(1)
string(4) "late"
bool(true)
bool(true)
