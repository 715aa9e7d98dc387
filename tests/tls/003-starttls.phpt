--TEST--
TLS: STARTTLS: a tcp:// connection talks in clear, then both ends call stream_socket_enable_crypto() and go on encrypted, while a ticker runs
--EXTENSIONS--
async
openssl
--FILE--
<?php
require __DIR__ . '/inc/tls.inc';
use function Async\spawn; use function Async\await; use function Async\delay;

$dir = tls_make_cert();
$ctx = stream_context_create(['ssl' => ['local_cert' => "$dir/cert.pem"]]);
$server = stream_socket_server("tcp://127.0.0.1:0", $errno, $errstr, STREAM_SERVER_BIND | STREAM_SERVER_LISTEN, $ctx);
$addr = stream_socket_get_name($server, false);

$srv = spawn(function () use ($server) {
    $c = stream_socket_accept($server, 5);
    $line = fgets($c);
    echo "server got: $line";
    fwrite($c, "220 go ahead\n");
    var_dump(stream_socket_enable_crypto($c, true, STREAM_CRYPTO_METHOD_TLS_SERVER));
    $line = fgets($c);
    echo "server got: $line";
    fwrite($c, "secret reply\n");
    fclose($c);
});
$ticks = 0;
$ticker = spawn(function () use (&$ticks) { for ($i = 0; $i < 5; $i++) { delay(5); $ticks++; } });
$cli = spawn(function () use ($addr, $dir) {
    $s = stream_socket_client("tcp://$addr", $errno, $errstr, 5, STREAM_CLIENT_CONNECT, tls_client_context($dir));
    fwrite($s, "STARTTLS\n");
    $line = fgets($s);
    echo "client got: $line";
    var_dump(stream_socket_enable_crypto($s, true, STREAM_CRYPTO_METHOD_TLS_CLIENT));
    fwrite($s, "secret\n");
    $line = fgets($s);
    echo "client got: $line";
    echo "protocol: ", stream_get_meta_data($s)['crypto']['protocol'], "\n";
    fclose($s);
});
await($cli);
await($srv);
await($ticker);
echo "ticks: $ticks\n";
?>
--EXPECTF--
server got: STARTTLS
client got: 220 go ahead
bool(true)
bool(true)
server got: secret
client got: secret reply
protocol: TLSv1.%d
ticks: 5
