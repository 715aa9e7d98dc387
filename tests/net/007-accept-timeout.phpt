--TEST--
stream_socket_accept(): a timeout, a zero timeout, a pending connection give PHP's results and warnings inside a coroutine as outside
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/net.inc';

same_outside_and_inside(function () {
    $server = stream_socket_server('tcp://127.0.0.1:0');
    $addr = stream_socket_get_name($server, false);
    $r = [];
    $t = microtime(true);
    $r['timeout'] = stream_socket_accept($server, 0.1);
    $r['waited'] = microtime(true) - $t >= 0.09;
    $r['zero'] = stream_socket_accept($server, 0);
    $client = stream_socket_client("tcp://$addr");
    $peer = stream_socket_accept($server, 1, $peername);
    $r['pending'] = [get_resource_type($peer), $peername === stream_socket_get_name($client, false),
        stream_socket_get_name($peer, true) === $peername, stream_get_meta_data($peer)['stream_type']];
    fwrite($client, "x");
    $r['read'] = fread($peer, 1);
    return $r;
});
?>
--EXPECT--
identical
array(2) {
  [0]=>
  array(5) {
    ["timeout"]=>
    bool(false)
    ["waited"]=>
    bool(true)
    ["zero"]=>
    bool(false)
    ["pending"]=>
    array(4) {
      [0]=>
      string(6) "stream"
      [1]=>
      bool(true)
      [2]=>
      bool(true)
      [3]=>
      string(14) "tcp_socket/ssl"
    }
    ["read"]=>
    string(1) "x"
  }
  [1]=>
  array(2) {
    [0]=>
    string(68) "Warning: stream_socket_accept(): Accept failed: Connection timed out"
    [1]=>
    string(68) "Warning: stream_socket_accept(): Accept failed: Connection timed out"
  }
}
