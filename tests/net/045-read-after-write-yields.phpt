--TEST--
A read that follows a write on the same socket first lets the other ready coroutines run once: two servers whose peers always have the next request ready are served in turn, as a select() loop would serve them, instead of one serving all its requests before the other starts
--EXTENSIONS--
async
--FILE--
<?php
use function Async\{spawn, await_all};

$server = stream_socket_server('tcp://127.0.0.1:0', $errno, $errstr);
$address = stream_socket_get_name($server, false);

// Two connections whose requests (4 each, 4 bytes) are all sent before
// the servers start: every read finds its request there already.
$clients = [];
$conns = [];
foreach (['A', 'B'] as $name) {
    $client = stream_socket_client("tcp://$address");
    fwrite($client, str_repeat("$name...", 4));
    $clients[$name] = $client;
    $conns[$name] = stream_socket_accept($server);
}

$order = [];
$serve = function (string $name, $conn) use (&$order) {
    stream_set_read_buffer($conn, 0); // one read per request
    for ($i = 1; $i <= 4; $i++) {
        $request = fread($conn, 4);
        $order[] = $name . $i;
        fwrite($conn, "ok:$request\n");
    }
};
await_all([spawn($serve, 'A', $conns['A']), spawn($serve, 'B', $conns['B'])]);
echo implode(' ', $order), "\n";

foreach ($clients as $name => $client) {
    echo $name, ': ', str_replace("\n", ' ', fread($client, 100)), "\n";
}

// Without a write before it, a read does not yield: a coroutine reading
// what is there keeps the CPU.
[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, STREAM_IPPROTO_IP);
fwrite($b, "xyz");
$seen = [];
$reader = spawn(function () use ($a, &$seen) {
    stream_set_read_buffer($a, 0);
    for ($i = 0; $i < 3; $i++) {
        $seen[] = fread($a, 1);
    }
    $seen[] = 'reader done';
});
$other = spawn(function () use (&$seen) { $seen[] = 'other'; });
await_all([$reader, $other]);
echo implode(' ', $seen), "\n";
?>
--EXPECT--
A1 B1 A2 B2 A3 B3 A4 B4
A: ok:A... ok:A... ok:A... ok:A... 
B: ok:B... ok:B... ok:B... ok:B... 
x y z reader done other
