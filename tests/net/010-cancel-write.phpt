--TEST--
Cancelling a coroutine blocked in fwrite() on a full socket: the cancellation arrives at once; the peer received a prefix of the message and nothing else; the stream stays usable for the next write, which arrives whole after it
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/net.inc';
use function Async\{spawn, await, delay, timeout};

[$server, $client, $peer] = tcp_pair();
$message = str_repeat('a', 8 << 20);

$c = spawn(function () use ($client, $message) {
    try {
        $n = fwrite($client, $message);
        echo "not reached\n";
    } finally {
        echo "finally\n";
    }
});
delay(50);
$t = microtime(true);
$c->cancel();
try {
    await($c);
} catch (Async\AsyncCancellation $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
var_dump(microtime(true) - $t < 2); // not a hang

// The same with timeout().
$c = spawn(fn() => fwrite($client, str_repeat('b', 8 << 20)));
try {
    await($c, timeout(30));
} catch (Async\OperationCanceledException $e) {
    echo get_class($e), "\n";
}
$c->cancel();
try {
    await($c);
} catch (Async\AsyncCancellation $e) {
    echo get_class($e), "\n";
}

// The stream is usable: the next write follows the prefixes.
$writer = spawn(function () use ($client) {
    $n = fwrite($client, "END\n");
    stream_socket_shutdown($client, STREAM_SHUT_WR);
    return $n;
});
$reader = spawn(function () use ($peer) {
    $data = '';
    while (!feof($peer)) {
        $data .= fread($peer, 65536);
    }
    return $data;
});
$data = await($reader);
var_dump(await($writer));
// A prefix of the first message, perhaps one of the second, then END.
var_dump(preg_match('/^(a+)(b*)END\n$/', $data, $m));
var_dump(strlen($m[1]) < 8 << 20, strlen($m[2]) < 8 << 20);
?>
--EXPECT--
finally
Async\AsyncCancellation: Coroutine cancelled
bool(true)
Async\OperationCanceledException
Async\AsyncCancellation
int(4)
int(1)
bool(true)
bool(true)
