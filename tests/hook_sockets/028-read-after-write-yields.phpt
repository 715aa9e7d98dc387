--TEST--
ext/sockets: a read that follows a write on the same socket first lets the other ready coroutines run once (as stream sockets do): two servers whose peers always have the next request ready are served in turn, not one after the other; a read without a write before it does not yield
--EXTENSIONS--
async
sockets
--FILE--
<?php
use function Async\{spawn, await_all};

$listener = socket_create_listen(0);
socket_getsockname($listener, $host, $port);

// Two connections whose requests (4 each, 4 bytes) are all sent before
// the servers start: every read finds its request there already.
$clients = [];
$conns = [];
foreach (['A', 'B'] as $name) {
    $client = socket_create(AF_INET, SOCK_STREAM, SOL_TCP);
    socket_connect($client, '127.0.0.1', $port);
    socket_write($client, str_repeat("$name...", 4));
    $clients[$name] = $client;
    $conns[$name] = socket_accept($listener);
}

$order = [];
$serve = function (string $name, Socket $conn) use (&$order) {
    for ($i = 1; $i <= 4; $i++) {
        $request = $i % 2 ? socket_read($conn, 4) : (socket_recv($conn, $request, 4, 0) === 4 ? $request : false);
        $order[] = $name . $i;
        if ($i % 2) {
            socket_write($conn, "ok:$request\n");
        } else {
            socket_send($conn, "ok:$request\n", 8, 0);
        }
    }
};
await_all([spawn($serve, 'A', $conns['A']), spawn($serve, 'B', $conns['B'])]);
echo implode(' ', $order), "\n";

foreach ($clients as $name => $client) {
    usleep(10000);
    echo $name, ': ', str_replace("\n", ' ', socket_read($client, 100)), "\n";
}

// Without a write before it, a read does not yield: a coroutine reading
// what is there keeps the CPU.
socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $pair);
socket_write($pair[1], 'xyz');
$seen = [];
$reader = spawn(function () use ($pair, &$seen) {
    for ($i = 0; $i < 3; $i++) {
        $seen[] = socket_read($pair[0], 1);
    }
    $seen[] = 'reader done';
});
$other = spawn(function () use (&$seen) { $seen[] = 'other'; });
await_all([$reader, $other]);
echo implode(' ', $seen), "\n";

// A socket in non-blocking mode never suspends, not even for this.
socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $pair);
socket_set_nonblock($pair[0]);
socket_write($pair[1], 'n');
$seen = [];
$reader = spawn(function () use ($pair, &$seen) {
    socket_write($pair[0], 'w');
    $seen[] = socket_read($pair[0], 1);
});
$other = spawn(function () use (&$seen) { $seen[] = 'other'; });
await_all([$reader, $other]);
echo implode(' ', $seen), "\n";

// A write, then a close from another coroutine while the reader yields:
// the read ends as on a closed socket.
socket_create_pair(AF_UNIX, SOCK_STREAM, 0, $pair);
$sock = $pair[0];
$reader = spawn(function () use (&$sock) {
    socket_write($sock, 'q');
    return @socket_read($sock, 10);
});
$closer = spawn(function () use (&$sock) { socket_close($sock); });
[$results, $errors] = await_all([$reader, $closer]);
var_dump($results[0] ?? null, array_map(fn ($e) => get_class($e) . ': ' . $e->getMessage(), $errors));
?>
--EXPECT--
A1 B1 A2 B2 A3 B3 A4 B4
A: ok:A... ok:A... ok:A... ok:A... 
B: ok:B... ok:B... ok:B... ok:B... 
x y z reader done other
n other
bool(false)
array(0) {
}
