--TEST--
Socket context options inside a coroutine as outside: bindto (address and port of the client), so_reuseport (two servers on one port), backlog, tcp_nodelay (client and accepted sockets), ipv6_v6only (an IPv6 server that does or does not take IPv4 clients)
--EXTENSIONS--
async
sockets
--FILE--
<?php
require __DIR__ . '/net.inc';

same_outside_and_inside(function () {
    $r = [];
    $bind_port = closed_port();
    $server = stream_socket_server('tcp://127.0.0.1:0');
    $addr = stream_socket_get_name($server, false);
    $c = stream_socket_client("tcp://$addr", $errno, $errstr, 1, STREAM_CLIENT_CONNECT,
        stream_context_create(['socket' => ['bindto' => "127.0.0.1:$bind_port"]]));
    $r['bindto'] = stream_socket_get_name($c, false) === "127.0.0.1:$bind_port";
    $peer = stream_socket_accept($server, 1, $peername);
    $r['bindto seen by server'] = $peername === "127.0.0.1:$bind_port";
    fclose($c);
    fclose($peer);

    $ctx = stream_context_create(['socket' => ['so_reuseport' => true]]);
    $s1 = stream_socket_server('tcp://127.0.0.1:0', $errno, $errstr, STREAM_SERVER_BIND | STREAM_SERVER_LISTEN, $ctx);
    $s2 = stream_socket_server('tcp://' . stream_socket_get_name($s1, false), $errno, $errstr,
        STREAM_SERVER_BIND | STREAM_SERVER_LISTEN, $ctx);
    $r['so_reuseport'] = is_resource($s2);

    $ctx = stream_context_create(['socket' => ['backlog' => 1, 'tcp_nodelay' => true]]);
    $s = stream_socket_server('tcp://127.0.0.1:0', $errno, $errstr, STREAM_SERVER_BIND | STREAM_SERVER_LISTEN, $ctx);
    $c = stream_socket_client('tcp://' . stream_socket_get_name($s, false), $errno, $errstr, 1, STREAM_CLIENT_CONNECT, $ctx);
    $peer = stream_socket_accept($s, 1);
    $r['tcp_nodelay client'] = socket_get_option(socket_import_stream($c), SOL_TCP, TCP_NODELAY) !== 0;
    $r['tcp_nodelay accepted'] = socket_get_option(socket_import_stream($peer), SOL_TCP, TCP_NODELAY) !== 0;
    $plain = stream_socket_client('tcp://' . stream_socket_get_name($s, false));
    $r['no tcp_nodelay'] = socket_get_option(socket_import_stream($plain), SOL_TCP, TCP_NODELAY);

    foreach ([true, false] as $v6only) {
        $ctx = stream_context_create(['socket' => ['ipv6_v6only' => $v6only]]);
        $s6 = stream_socket_server('tcp://[::]:0', $errno, $errstr, STREAM_SERVER_BIND | STREAM_SERVER_LISTEN, $ctx);
        $port = port_of($s6);
        $c4 = @stream_socket_client("tcp://127.0.0.1:$port", $errno, $errstr, 1);
        $r['ipv6_v6only ' . var_export($v6only, true)] = [$c4 !== false, $errno];
    }
    return $r;
});
?>
--EXPECT--
identical
array(2) {
  [0]=>
  array(8) {
    ["bindto"]=>
    bool(true)
    ["bindto seen by server"]=>
    bool(true)
    ["so_reuseport"]=>
    bool(true)
    ["tcp_nodelay client"]=>
    bool(true)
    ["tcp_nodelay accepted"]=>
    bool(true)
    ["no tcp_nodelay"]=>
    int(0)
    ["ipv6_v6only true"]=>
    array(2) {
      [0]=>
      bool(false)
      [1]=>
      int(111)
    }
    ["ipv6_v6only false"]=>
    array(2) {
      [0]=>
      bool(true)
      [1]=>
      int(0)
    }
  }
  [1]=>
  array(0) {
  }
}
