--TEST--
A connect that the kernel refuses at once (UDP to the broadcast address without so_broadcast: EACCES) gives PHP's $errno, $errstr and warning, and so_broadcast lets it connect; inside a coroutine as outside (nothing is sent)
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/net.inc';

same_outside_and_inside(function () {
    $r = [];
    $r['plain'] = [stream_socket_client('udp://255.255.255.255:9', $errno, $errstr, 1), $errno, $errstr];
    $ctx = stream_context_create(['socket' => ['so_broadcast' => true]]);
    $c = stream_socket_client('udp://255.255.255.255:9', $errno, $errstr, 1, STREAM_CLIENT_CONNECT, $ctx);
    $r['so_broadcast'] = [is_resource($c), $errno, $errstr];
    fclose($c);
    return $r;
});
?>
--EXPECT--
identical
array(2) {
  [0]=>
  array(2) {
    ["plain"]=>
    array(3) {
      [0]=>
      bool(false)
      [1]=>
      int(13)
      [2]=>
      string(17) "Permission denied"
    }
    ["so_broadcast"]=>
    array(3) {
      [0]=>
      bool(true)
      [1]=>
      int(0)
      [2]=>
      string(0) ""
    }
  }
  [1]=>
  array(1) {
    [0]=>
    string(97) "Warning: stream_socket_client(): Unable to connect to udp://255.255.255.255:9 (Permission denied)"
  }
}
