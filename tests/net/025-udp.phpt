--TEST--
UDP: stream_socket_recvfrom()/sendto() and fread()/fwrite() on udp:// streams give PHP's results (peeking, peer address, truncation, an ICMP-refused connected socket) inside a coroutine as outside; a ping-pong server and client in coroutines wait cooperatively
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/net.inc';
use function Async\{spawn, await, await_all, delay};

same_outside_and_inside(function () {
    $server = stream_socket_server('udp://127.0.0.1:0', $errno, $errstr, STREAM_SERVER_BIND);
    $addr = stream_socket_get_name($server, false);
    $client = stream_socket_client("udp://$addr");
    $r = [];
    $r['fwrite'] = fwrite($client, "ping one");
    $r['sendto'] = stream_socket_sendto($client, "ping two");
    $r['peek'] = stream_socket_recvfrom($server, 100, STREAM_PEEK, $from);
    $r['peek from client'] = $from === stream_socket_get_name($client, false);
    $r['recvfrom'] = stream_socket_recvfrom($server, 100, 0, $from);
    $r['truncated'] = stream_socket_recvfrom($server, 4);
    $r['sendto back'] = stream_socket_sendto($server, "pong", 0, $from);
    $r['fread'] = fread($client, 100);
    $r['meta'] = stream_get_meta_data($client)['stream_type'];
    // Nobody listens: the connected socket learns it from ICMP.
    $lost = stream_socket_client('udp://127.0.0.1:' . closed_port());
    $r['to closed port'] = fwrite($lost, "lost");
    usleep(20000);
    $r['after refusal'] = fread($lost, 100);
    $r['after refusal again'] = fwrite($lost, "lost");
    return $r;
});

// Ping-pong in coroutines: the server waits in recvfrom, the client in
// fread, a ticker runs meanwhile.
$server = stream_socket_server('udp://127.0.0.1:0', $errno, $errstr, STREAM_SERVER_BIND);
$addr = stream_socket_get_name($server, false);
$ticks = 0;
$done = false;
[$results] = await_all([
    spawn(function () use ($server) {
        for ($i = 0; $i < 3; $i++) {
            $msg = stream_socket_recvfrom($server, 100, 0, $from);
            delay(20);
            stream_socket_sendto($server, "pong $msg", 0, $from);
        }
        return 'server done';
    }),
    spawn(function () use ($addr, &$done) {
        $c = stream_socket_client("udp://$addr");
        $got = [];
        for ($i = 0; $i < 3; $i++) {
            fwrite($c, "ping $i");
            $got[] = fread($c, 100);
        }
        $done = true;
        return $got;
    }),
    spawn(function () use (&$ticks, &$done) {
        while (!$done) {
            delay(5);
            $ticks++;
        }
    }),
]);
print_r($results[1]);
var_dump($results[0], $ticks >= 6);
?>
--EXPECT--
identical
array(2) {
  [0]=>
  array(12) {
    ["fwrite"]=>
    int(8)
    ["sendto"]=>
    int(8)
    ["peek"]=>
    string(8) "ping one"
    ["peek from client"]=>
    bool(true)
    ["recvfrom"]=>
    string(8) "ping one"
    ["truncated"]=>
    string(4) "ping"
    ["sendto back"]=>
    int(4)
    ["fread"]=>
    string(4) "pong"
    ["meta"]=>
    string(10) "udp_socket"
    ["to closed port"]=>
    int(4)
    ["after refusal"]=>
    bool(false)
    ["after refusal again"]=>
    int(4)
  }
  [1]=>
  array(0) {
  }
}
Array
(
    [0] => pong ping 0
    [1] => pong ping 1
    [2] => pong ping 2
)
string(11) "server done"
bool(true)
