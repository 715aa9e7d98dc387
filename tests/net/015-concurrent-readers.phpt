--TEST--
A second coroutine reading a socket stream while another waits in a read gets Async\AsyncException naming the descriptor and the peer; the first reader is unaffected and the stream stays usable
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/net.inc';
use function Async\{spawn, await, delay};

[$server, $client, $peer] = tcp_pair();
$fd = fd_of($client);
$name = stream_socket_get_name($client, true);
$first = spawn(fn() => fgets($client));
delay(20);
foreach ([fn() => fread($client, 10), fn() => fgets($client), fn() => stream_get_contents($client)] as $read) {
    try {
        await(spawn($read));
        echo "not reached\n";
    } catch (Async\AsyncException $e) {
        echo get_class($e), ': ', str_replace("descriptor $fd, peer $name)", 'descriptor FD, peer PEER)', $e->getMessage()), "\n";
    }
}
fwrite($peer, "for the first\nfor later\n");
var_dump(await($first));
var_dump(await(spawn(fn() => fgets($client))));
?>
--EXPECT--
Async\AsyncException: Cannot read from socket stream (descriptor FD, peer PEER): another coroutine is already reading it
Async\AsyncException: Cannot read from socket stream (descriptor FD, peer PEER): another coroutine is already reading it
Async\AsyncException: Cannot read from socket stream (descriptor FD, peer PEER): another coroutine is already reading it
string(14) "for the first
"
string(10) "for later
"
