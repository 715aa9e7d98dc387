--TEST--
TLS: a certificate that does not verify gives, inside a coroutine, PHP's own warnings and results on both sides (client: false, errno 0; server: accept fails)
--EXTENSIONS--
async
openssl
--FILE--
<?php
require __DIR__ . '/inc/tls.inc';
use function Async\spawn; use function Async\await;

$dir = tls_make_cert();
$server = tls_server($dir);
$addr = stream_socket_get_name($server, false);
$accept = spawn(fn() => stream_socket_accept($server, 5));
$client = spawn(function () use ($addr) {
    // No cafile: the self-signed certificate cannot be verified.
    $s = stream_socket_client("ssl://$addr", $errno, $errstr, 5);
    var_dump($s, $errno, $errstr);
});
await($client);
var_dump(await($accept));
?>
--EXPECTF--
Warning: stream_socket_client(): SSL operation failed with code 1. OpenSSL Error messages:
error:0A000086:SSL routines::certificate verify failed in %s on line %d

Warning: stream_socket_client(): Failed to enable crypto in %s on line %d

Warning: stream_socket_client(): Unable to connect to ssl://127.0.0.1:%d (Unknown error) in %s on line %d
bool(false)
int(0)
string(0) ""

Warning: stream_socket_accept(): SSL operation failed with code 1. OpenSSL Error messages:
error:0A000418:SSL routines::tlsv1 alert unknown ca in %s on line %d

Warning: stream_socket_accept(): Failed to enable crypto in %s on line %d

Warning: stream_socket_accept(): Accept failed: Success in %s on line %d
bool(false)
