--TEST--
stream_socket_sendto(): results and warnings as PHP's (TCP, OOB, a reset peer, UDP to an address, a bad address) inside a coroutine as outside; 8 MiB sent with one call to a reader in another coroutine arrives whole instead of blocking every coroutine in the kernel
--EXTENSIONS--
async
sockets
--FILE--
<?php
require __DIR__ . '/net.inc';
use function Async\{spawn, await, await_all, delay};

same_outside_and_inside(function () {
    [$server, $client, $peer] = tcp_pair();
    $r = [];
    $r['tcp'] = stream_socket_sendto($client, "hello");
    $r['oob'] = stream_socket_sendto($client, "!", STREAM_OOB);
    $r['received'] = fread($peer, 100);
    socket_set_option(socket_import_stream($peer), SOL_SOCKET, SO_LINGER, ['l_onoff' => 1, 'l_linger' => 0]);
    fclose($peer);
    usleep(20000);
    $r['reset'] = stream_socket_sendto($client, "lost");
    $r['reset again'] = stream_socket_sendto($client, "lost");
    $udp = stream_socket_server('udp://127.0.0.1:0', $errno, $errstr, STREAM_SERVER_BIND);
    $sender = stream_socket_server('udp://127.0.0.1:0', $errno, $errstr, STREAM_SERVER_BIND);
    $r['udp to address'] = stream_socket_sendto($sender, "datagram", 0, stream_socket_get_name($udp, false));
    $r['udp received'] = stream_socket_recvfrom($udp, 100);
    $r['bad address'] = stream_socket_sendto($sender, "x", 0, 'not an address');
    $r['empty'] = stream_socket_sendto($sender, "", 0, stream_socket_get_name($udp, false));
    return $r;
});

[$server, $client, $peer] = tcp_pair();
// Were the send blocking in the kernel, it would give up after 2 s
// rather than hang the test.
socket_set_option(socket_import_stream($client), SOL_SOCKET, SO_SNDTIMEO, ['sec' => 2, 'usec' => 0]);
$payload = random_bytes(8 << 20);
[$results] = await_all([
    spawn(function () use ($client, $payload) {
        $n = stream_socket_sendto($client, $payload);
        fclose($client);
        return $n;
    }),
    spawn(function () use ($peer) {
        $data = '';
        while (!feof($peer)) {
            $data .= fread($peer, 1 << 20);
        }
        return $data;
    }),
]);
var_dump($results[0], $results[1] === $payload);
?>
--EXPECT--
identical
array(2) {
  [0]=>
  array(9) {
    ["tcp"]=>
    int(5)
    ["oob"]=>
    int(1)
    ["received"]=>
    string(5) "hello"
    ["reset"]=>
    int(-1)
    ["reset again"]=>
    int(-1)
    ["udp to address"]=>
    int(8)
    ["udp received"]=>
    string(8) "datagram"
    ["bad address"]=>
    bool(false)
    ["empty"]=>
    int(0)
  }
  [1]=>
  array(3) {
    [0]=>
    string(58) "Warning: stream_socket_sendto(): Connection reset by peer
"
    [1]=>
    string(45) "Warning: stream_socket_sendto(): Broken pipe
"
    [2]=>
    string(94) "Warning: stream_socket_sendto(): Failed to parse `not an address' into a valid network address"
  }
}
int(8388608)
bool(true)
