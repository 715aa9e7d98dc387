--TEST--
TLS: a peer that accepts the TCP connection but never answers the handshake: the ssl:// connect gives up after its timeout with PHP's "Handshake timed out" warnings, and other coroutines run meanwhile
--EXTENSIONS--
async
openssl
--FILE--
<?php
use function Async\spawn; use function Async\await; use function Async\delay;

$server = stream_socket_server("tcp://127.0.0.1:0", $errno, $errstr);
$addr = stream_socket_get_name($server, false);
$ticks = 0;
$ticker = spawn(function () use (&$ticks) { for ($i = 0; $i < 5; $i++) { delay(10); $ticks++; } });
$cli = spawn(function () use ($addr) {
    $t = microtime(true);
    $s = stream_socket_client("ssl://$addr", $errno, $errstr, 0.3);
    $elapsed = microtime(true) - $t;
    var_dump($s, $errno);
    // Under valgrind OpenSSL's first use alone takes seconds of CPU.
    $limit = getenv('USE_ZEND_ALLOC') === '0' ? 30 : 2;
    echo $elapsed >= 0.25 && $elapsed < $limit ? "waited the timeout\n" : "elapsed $elapsed\n";
});
await($cli);
await($ticker);
echo "ticks: $ticks\n";
?>
--EXPECTF--
Warning: stream_socket_client(): SSL: Handshake timed out in %s on line %d

Warning: stream_socket_client(): Failed to enable crypto in %s on line %d

Warning: stream_socket_client(): Unable to connect to ssl://127.0.0.1:%d (Unknown error) in %s on line %d
bool(false)
int(0)
waited the timeout
ticks: 5
