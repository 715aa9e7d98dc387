--TEST--
TLS: cancelling a coroutine suspended in an ssl:// handshake: it gets its cancellation promptly (the connect fails, the socket is closed), nothing leaks, and the loop is usable afterwards
--EXTENSIONS--
async
openssl
--FILE--
<?php
use function Async\spawn; use function Async\await; use function Async\delay;

$server = stream_socket_server("tcp://127.0.0.1:0", $errno, $errstr);
$addr = stream_socket_get_name($server, false);
$t = microtime(true);
$c = spawn(fn() => @stream_socket_client("ssl://$addr", $errno, $errstr, 10));
// Once the TCP connection is there, the client is in its handshake.
$peer = stream_socket_accept($server, 5);
delay(50);
$c->cancel();
try {
    await($c);
} catch (Async\AsyncCancellation $e) {
    echo get_class($e), "\n";
}
echo microtime(true) - $t < (getenv('USE_ZEND_ALLOC') === '0' ? 30 : 2) ? "prompt\n" : "slow\n";
// The server side gets the ClientHello and then the end of the stream:
// the cancelled connect closed its socket.
stream_set_timeout($peer, 1);
$hello = stream_get_contents($peer);
var_dump(strlen($hello) > 0 && $hello[0] === "\x16", feof($peer));
// A plain client still connects.
$c = spawn(fn() => stream_socket_client("tcp://$addr", $errno, $errstr, 1));
var_dump(is_resource(await($c)));
?>
--EXPECT--
Async\AsyncCancellation
prompt
bool(true)
bool(true)
bool(true)
