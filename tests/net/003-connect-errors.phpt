--TEST--
Connect failures inside a coroutine give PHP's own results: refused (tcp, unix), no such socket file, DNS failure, unparsable addresses, bad bindto; same $errno, $errstr and warnings as outside
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/net.inc';

$port = closed_port();
$path = sock_path('refused');
fclose(stream_socket_server("unix://$path")); // the file stays, nobody listens

same_outside_and_inside(function () use ($port, $path) {
    $r = [];
    foreach (["tcp://127.0.0.1:$port", "tcp://[::1]:$port", "tcp://localhost:$port", "tcp://a..b:80", "udp://a..b:53",
            "unix://$path", "unix:///nonexistent/dir/x.sock", "tcp://127.0.0.1", "tcp://[::1:80"] as $address) {
        $errno = $errstr = null;
        $c = stream_socket_client($address, $errno, $errstr, 1);
        $r[] = [$c, $errno, $errstr];
    }
    $errno = $errstr = null;
    $r[] = [fsockopen('127.0.0.1', $port, $errno, $errstr, 1), $errno, $errstr];
    $errno = $errstr = null;
    $r[] = [fsockopen('a..b', 80, $errno, $errstr, 1), $errno, $errstr];
    foreach (['1.2.3.4:0', 'x.y:0', 5] as $bindto) {
        $errno = $errstr = null;
        $ctx = stream_context_create(['socket' => ['bindto' => $bindto]]);
        $r[] = [stream_socket_client("tcp://127.0.0.1:$port", $errno, $errstr, 1, STREAM_CLIENT_CONNECT, $ctx), $errno, $errstr];
    }
    return $r;
}, [(string) $port => 'PORT', $path => 'PATH']);
unlink($path);
?>
--EXPECT--
identical
array(2) {
  [0]=>
  array(14) {
    [0]=>
    array(3) {
      [0]=>
      bool(false)
      [1]=>
      int(111)
      [2]=>
      string(18) "Connection refused"
    }
    [1]=>
    array(3) {
      [0]=>
      bool(false)
      [1]=>
      int(111)
      [2]=>
      string(18) "Connection refused"
    }
    [2]=>
    array(3) {
      [0]=>
      bool(false)
      [1]=>
      int(111)
      [2]=>
      string(18) "Connection refused"
    }
    [3]=>
    array(3) {
      [0]=>
      bool(false)
      [1]=>
      int(0)
      [2]=>
      string(80) "php_network_getaddresses: getaddrinfo for a..b failed: Name or service not known"
    }
    [4]=>
    array(3) {
      [0]=>
      bool(false)
      [1]=>
      int(0)
      [2]=>
      string(80) "php_network_getaddresses: getaddrinfo for a..b failed: Name or service not known"
    }
    [5]=>
    array(3) {
      [0]=>
      bool(false)
      [1]=>
      int(111)
      [2]=>
      string(18) "Connection refused"
    }
    [6]=>
    array(3) {
      [0]=>
      bool(false)
      [1]=>
      int(2)
      [2]=>
      string(25) "No such file or directory"
    }
    [7]=>
    array(3) {
      [0]=>
      bool(false)
      [1]=>
      int(0)
      [2]=>
      string(35) "Failed to parse address "127.0.0.1""
    }
    [8]=>
    array(3) {
      [0]=>
      bool(false)
      [1]=>
      int(0)
      [2]=>
      string(38) "Failed to parse IPv6 address "[::1:80""
    }
    [9]=>
    array(3) {
      [0]=>
      bool(false)
      [1]=>
      int(111)
      [2]=>
      string(18) "Connection refused"
    }
    [10]=>
    array(3) {
      [0]=>
      bool(false)
      [1]=>
      int(0)
      [2]=>
      string(80) "php_network_getaddresses: getaddrinfo for a..b failed: Name or service not known"
    }
    [11]=>
    array(3) {
      [0]=>
      bool(false)
      [1]=>
      int(111)
      [2]=>
      string(18) "Connection refused"
    }
    [12]=>
    array(3) {
      [0]=>
      bool(false)
      [1]=>
      int(111)
      [2]=>
      string(18) "Connection refused"
    }
    [13]=>
    array(3) {
      [0]=>
      bool(false)
      [1]=>
      int(0)
      [2]=>
      string(42) "local_addr context option is not a string."
    }
  }
  [1]=>
  array(19) {
    [0]=>
    string(95) "Warning: stream_socket_client(): Unable to connect to tcp://127.0.0.1:PORT (Connection refused)"
    [1]=>
    string(91) "Warning: stream_socket_client(): Unable to connect to tcp://[::1]:PORT (Connection refused)"
    [2]=>
    string(95) "Warning: stream_socket_client(): Unable to connect to tcp://localhost:PORT (Connection refused)"
    [3]=>
    string(113) "Warning: stream_socket_client(): php_network_getaddresses: getaddrinfo for a..b failed: Name or service not known"
    [4]=>
    string(150) "Warning: stream_socket_client(): Unable to connect to tcp://a..b:80 (php_network_getaddresses: getaddrinfo for a..b failed: Name or service not known)"
    [5]=>
    string(113) "Warning: stream_socket_client(): php_network_getaddresses: getaddrinfo for a..b failed: Name or service not known"
    [6]=>
    string(150) "Warning: stream_socket_client(): Unable to connect to udp://a..b:53 (php_network_getaddresses: getaddrinfo for a..b failed: Name or service not known)"
    [7]=>
    string(86) "Warning: stream_socket_client(): Unable to connect to unix://PATH (Connection refused)"
    [8]=>
    string(112) "Warning: stream_socket_client(): Unable to connect to unix:///nonexistent/dir/x.sock (No such file or directory)"
    [9]=>
    string(107) "Warning: stream_socket_client(): Unable to connect to tcp://127.0.0.1 (Failed to parse address "127.0.0.1")"
    [10]=>
    string(108) "Warning: stream_socket_client(): Unable to connect to tcp://[::1:80 (Failed to parse IPv6 address "[::1:80")"
    [11]=>
    string(78) "Warning: fsockopen(): Unable to connect to 127.0.0.1:PORT (Connection refused)"
    [12]=>
    string(102) "Warning: fsockopen(): php_network_getaddresses: getaddrinfo for a..b failed: Name or service not known"
    [13]=>
    string(133) "Warning: fsockopen(): Unable to connect to a..b:80 (php_network_getaddresses: getaddrinfo for a..b failed: Name or service not known)"
    [14]=>
    string(108) "Warning: stream_socket_client(): Failed to bind to '1.2.3.4:0', system said: Cannot assign requested address"
    [15]=>
    string(95) "Warning: stream_socket_client(): Unable to connect to tcp://127.0.0.1:PORT (Connection refused)"
    [16]=>
    string(56) "Warning: stream_socket_client(): Invalid IP Address: x.y"
    [17]=>
    string(95) "Warning: stream_socket_client(): Unable to connect to tcp://127.0.0.1:PORT (Connection refused)"
    [18]=>
    string(119) "Warning: stream_socket_client(): Unable to connect to tcp://127.0.0.1:PORT (local_addr context option is not a string.)"
  }
}
