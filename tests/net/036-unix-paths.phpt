--TEST--
unix:// and udg:// paths: a path too long is truncated with PHP's notice (its maximum, 107 bytes), an abstract-namespace name works, a missing socket file fails with PHP's warning; inside a coroutine as outside
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/net.inc';

$long = str_repeat('x', 150);
same_outside_and_inside(function () use ($long) {
    $r = [];
    foreach (['unix', 'udg'] as $transport) {
        $r["$transport too long"] = [stream_socket_client("$transport:///tmp/$long", $errno, $errstr, 1), $errno, $errstr];
    }
    $abstract = "\0async-net-abstract-" . getmypid();
    $server = stream_socket_server("unix://$abstract");
    $client = stream_socket_client("unix://$abstract", $errno, $errstr, 1);
    $peer = stream_socket_accept($server, 1);
    fwrite($client, "abstract");
    $r['abstract'] = fread($peer, 100);
    $r['udg missing'] = [stream_socket_client('udg:///nonexistent/x.sock', $errno, $errstr, 1), $errno, $errstr];
    return $r;
}, [$long => 'LONG']);
?>
--EXPECT--
identical
array(2) {
  [0]=>
  array(4) {
    ["unix too long"]=>
    array(3) {
      [0]=>
      bool(false)
      [1]=>
      int(2)
      [2]=>
      string(25) "No such file or directory"
    }
    ["udg too long"]=>
    array(3) {
      [0]=>
      bool(false)
      [1]=>
      int(2)
      [2]=>
      string(25) "No such file or directory"
    }
    ["abstract"]=>
    string(8) "abstract"
    ["udg missing"]=>
    array(3) {
      [0]=>
      bool(false)
      [1]=>
      int(2)
      [2]=>
      string(25) "No such file or directory"
    }
  }
  [1]=>
  array(5) {
    [0]=>
    string(110) "Notice: stream_socket_client(): socket path exceeded the maximum allowed length of 107 bytes and was truncated"
    [1]=>
    string(98) "Warning: stream_socket_client(): Unable to connect to unix:///tmp/LONG (No such file or directory)"
    [2]=>
    string(110) "Notice: stream_socket_client(): socket path exceeded the maximum allowed length of 107 bytes and was truncated"
    [3]=>
    string(97) "Warning: stream_socket_client(): Unable to connect to udg:///tmp/LONG (No such file or directory)"
    [4]=>
    string(107) "Warning: stream_socket_client(): Unable to connect to udg:///nonexistent/x.sock (No such file or directory)"
  }
}
