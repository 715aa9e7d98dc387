--TEST--
stream_socket_shutdown(), stream_socket_get_name(), feof(), stream_get_line(), stream_get_contents() and stream_get_meta_data() on TCP sockets give PHP's results inside a coroutine as outside
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/net.inc';

same_outside_and_inside(function () {
    [$server, $client, $peer] = tcp_pair();
    $r = [];
    $r['names'] = [stream_socket_get_name($client, true) === stream_socket_get_name($server, false),
        stream_socket_get_name($peer, true) === stream_socket_get_name($client, false),
        stream_socket_get_name($server, true)];
    stream_set_timeout($client, 1);
    fwrite($peer, "alpha||beta||gamma");
    $r['get_line'] = [stream_get_line($client, 100, '||'), stream_get_line($client, 3, '||'),
        stream_get_line($client, 100, '||')];
    $r['shutdown wr'] = stream_socket_shutdown($peer, STREAM_SHUT_WR);
    $r['get_line at eof'] = stream_get_line($client, 100, '||');
    $r['feof'] = feof($client);
    $r['get_contents at eof'] = stream_get_contents($client);
    // The other direction still works.
    $r['write back'] = fwrite($client, "still open\n");
    $r['read back'] = fgets($peer);
    $r['shutdown rd'] = stream_socket_shutdown($client, STREAM_SHUT_RD);
    $r['shutdown rdwr'] = stream_socket_shutdown($client, STREAM_SHUT_RDWR);
    $r['peer eof'] = [fread($peer, 10), feof($peer)];
    $meta = stream_get_meta_data($client);
    unset($meta['stream_type']);
    $r['meta'] = $meta;
    fclose($client);
    $r['shutdown closed'] = [fclose($peer), stream_socket_shutdown($server, STREAM_SHUT_RDWR)];
    return $r;
});
?>
--EXPECT--
identical
array(2) {
  [0]=>
  array(13) {
    ["names"]=>
    array(3) {
      [0]=>
      bool(true)
      [1]=>
      bool(true)
      [2]=>
      bool(false)
    }
    ["get_line"]=>
    array(3) {
      [0]=>
      string(5) "alpha"
      [1]=>
      string(3) "bet"
      [2]=>
      string(1) "a"
    }
    ["shutdown wr"]=>
    bool(true)
    ["get_line at eof"]=>
    string(5) "gamma"
    ["feof"]=>
    bool(true)
    ["get_contents at eof"]=>
    string(0) ""
    ["write back"]=>
    int(11)
    ["read back"]=>
    string(11) "still open
"
    ["shutdown rd"]=>
    bool(true)
    ["shutdown rdwr"]=>
    bool(true)
    ["peer eof"]=>
    array(2) {
      [0]=>
      string(0) ""
      [1]=>
      bool(true)
    }
    ["meta"]=>
    array(6) {
      ["timed_out"]=>
      bool(false)
      ["blocked"]=>
      bool(true)
      ["eof"]=>
      bool(true)
      ["mode"]=>
      string(2) "r+"
      ["unread_bytes"]=>
      int(0)
      ["seekable"]=>
      bool(false)
    }
    ["shutdown closed"]=>
    array(2) {
      [0]=>
      bool(true)
      [1]=>
      bool(true)
    }
  }
  [1]=>
  array(0) {
  }
}
