--TEST--
Cancelling a coroutine blocked in fread()/fgets() on a socket, or giving up on it with timeout(): the cancellation arrives at once, no byte is consumed, the stream stays usable and reads what comes later
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/net.inc';
use function Async\{spawn, await, delay, timeout};

[$server, $client, $peer] = tcp_pair();

$c = spawn(function () use ($client) {
    fread($client, 100);
    echo "not reached\n";
});
delay(30);
$c->cancel();
try {
    await($c);
} catch (Async\AsyncCancellation $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}

$c = spawn(fn() => fgets($client));
try {
    await($c, timeout(30));
} catch (Async\OperationCanceledException $e) {
    echo get_class($e), ': ', get_class($e->getPrevious()), "\n";
}
$c->cancel();
try {
    await($c);
} catch (Async\AsyncCancellation $e) {
    echo get_class($e), "\n";
}
$meta = stream_get_meta_data($client);
var_dump($meta['timed_out'], $meta['eof'], $meta['unread_bytes']);

fwrite($peer, "line one\nline two\n");
var_dump(await(spawn(fn() => fgets($client))));
var_dump(fgets($client));
// A reader can read again after another was cancelled.
$c = spawn(fn() => fread($client, 100));
delay(10);
fwrite($peer, "later");
var_dump(await($c));
?>
--EXPECT--
Async\AsyncCancellation: Coroutine cancelled
Async\OperationCanceledException: Async\TimeoutException
Async\AsyncCancellation
bool(false)
bool(false)
int(0)
string(9) "line one
"
string(9) "line two
"
string(5) "later"
