--TEST--
stream_set_timeout(): a read that times out returns what PHP returns (fread() false, fgets() what it had), stream_get_meta_data()['timed_out'] is true, and it took the timeout; inside a coroutine exactly as outside
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/net.inc';

same_outside_and_inside(function () {
    [$server, $client, $peer] = tcp_pair();
    $r = [];
    stream_set_timeout($client, 0, 100000);
    $t = microtime(true);
    $r['fread'] = fread($client, 10);
    $r['waited'] = microtime(true) - $t >= 0.09;
    $meta = stream_get_meta_data($client);
    $r['meta'] = [$meta['timed_out'], $meta['blocked'], $meta['eof'], $meta['unread_bytes']];
    $r['fgets'] = fgets($client);
    $r['get_line'] = stream_get_line($client, 100, "\n");
    $r['get_contents'] = stream_get_contents($client);
    fwrite($peer, "abc");
    $r['partial line'] = fgets($client);
    $r['timed_out after partial'] = stream_get_meta_data($client)['timed_out'];
    fwrite($peer, "def\nghi");
    $r['line'] = fgets($client);
    $r['timed_out after data'] = stream_get_meta_data($client)['timed_out'];
    $r['rest'] = fread($client, 10);
    // A zero timeout only looks.
    stream_set_timeout($client, 0, 0);
    $r['zero'] = fread($client, 10);
    $r['zero timed_out'] = stream_get_meta_data($client)['timed_out'];
    fwrite($peer, "jkl");
    $r['zero data'] = fread($client, 10);
    $r['zero data timed_out'] = stream_get_meta_data($client)['timed_out'];
    fclose($peer);
    stream_set_timeout($client, 1);
    $r['eof read'] = fread($client, 10);
    $r['eof'] = [feof($client), stream_get_meta_data($client)['timed_out'], stream_get_meta_data($client)['eof']];
    return $r;
});
?>
--EXPECT--
identical
array(2) {
  [0]=>
  array(17) {
    ["fread"]=>
    bool(false)
    ["waited"]=>
    bool(true)
    ["meta"]=>
    array(4) {
      [0]=>
      bool(true)
      [1]=>
      bool(true)
      [2]=>
      bool(false)
      [3]=>
      int(0)
    }
    ["fgets"]=>
    bool(false)
    ["get_line"]=>
    bool(false)
    ["get_contents"]=>
    string(0) ""
    ["partial line"]=>
    string(3) "abc"
    ["timed_out after partial"]=>
    bool(true)
    ["line"]=>
    string(4) "def
"
    ["timed_out after data"]=>
    bool(false)
    ["rest"]=>
    string(3) "ghi"
    ["zero"]=>
    bool(false)
    ["zero timed_out"]=>
    bool(true)
    ["zero data"]=>
    string(3) "jkl"
    ["zero data timed_out"]=>
    bool(false)
    ["eof read"]=>
    string(0) ""
    ["eof"]=>
    array(3) {
      [0]=>
      bool(true)
      [1]=>
      bool(false)
      [2]=>
      bool(true)
    }
  }
  [1]=>
  array(0) {
  }
}
