--TEST--
Cancelling a coroutine waiting in stream_socket_accept(), or giving up on it with timeout(): the cancellation arrives, the listening socket stays usable and accepts the next connection; accepting coroutines wait concurrently
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/net.inc';
use function Async\{spawn, await, await_all, delay, timeout};

$server = stream_socket_server('tcp://127.0.0.1:0');
$addr = stream_socket_get_name($server, false);

$c = spawn(function () use ($server) {
    @stream_socket_accept($server, 5);
    echo "not reached\n";
});
delay(30);
$c->cancel();
try {
    await($c);
} catch (Async\AsyncCancellation $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}

$c = spawn(fn() => @stream_socket_accept($server, 5));
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

// Two acceptors wait at once, each gets one of two connections.
$acceptors = [];
for ($i = 0; $i < 2; $i++) {
    $acceptors[] = spawn(function () use ($server) {
        $peer = stream_socket_accept($server, 2);
        return trim(fgets($peer));
    });
}
delay(20);
$clients = [];
foreach (['one', 'two'] as $word) {
    $clients[] = $client = stream_socket_client("tcp://$addr");
    fwrite($client, "$word\n");
}
[$results] = await_all($acceptors);
sort($results);
echo implode(' ', $results), "\n";
?>
--EXPECT--
Async\AsyncCancellation: Coroutine cancelled
Async\OperationCanceledException
Async\AsyncCancellation
one two
