--TEST--
TLS: an ssl:// server and three ssl:// clients in coroutines exchange lines and 1 MiB payloads concurrently (handshakes, reads and writes suspend only their coroutine: a ticker keeps running)
--EXTENSIONS--
async
openssl
--FILE--
<?php
require __DIR__ . '/inc/tls.inc';
use function Async\spawn; use function Async\await; use function Async\delay;

$dir = tls_make_cert();
$server = tls_server($dir);
$addr = stream_socket_get_name($server, false);

$srv = spawn(function () use ($server) {
    for ($i = 0; $i < 3; $i++) {
        $c = stream_socket_accept($server, 5);
        spawn(function () use ($c) {
            while (($line = fgets($c)) !== false) {
                fwrite($c, strlen($line) > 100 ? md5($line) . "\n" : "echo: $line");
            }
            fclose($c);
        });
    }
});
$ticks = 0;
$ticker = spawn(function () use (&$ticks) { for ($i = 0; $i < 10; $i++) { delay(5); $ticks++; } });
$clients = [];
for ($k = 0; $k < 3; $k++) {
    $clients[] = spawn(function () use ($addr, $k, $dir) {
        $s = stream_socket_client("ssl://$addr", $errno, $errstr, 5, STREAM_CLIENT_CONNECT, tls_client_context($dir));
        fwrite($s, "hello $k\n");
        $first = trim(fgets($s));
        $big = str_repeat(chr(65 + $k), 1 << 20) . "\n";
        fwrite($s, $big);
        $sum = trim(fgets($s));
        fclose($s);
        return [$first, $sum === md5($big)];
    });
}
foreach ($clients as $c) {
    [$first, $ok] = await($c);
    echo $first, " ", $ok ? "checksum ok" : "checksum WRONG", "\n";
}
await($srv);
await($ticker);
echo $ticks === 10 ? "ticker ran\n" : "ticker $ticks\n";
?>
--EXPECT--
echo: hello 0 checksum ok
echo: hello 1 checksum ok
echo: hello 2 checksum ok
ticker ran
