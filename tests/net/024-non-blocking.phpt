--TEST--
stream_set_blocking(false) is respected inside a coroutine: reads return at once with what is there, a large fwrite() returns the bytes that fit without a notice, STREAM_CLIENT_ASYNC_CONNECT returns at once; nothing waits; results as outside
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/net.inc';

same_outside_and_inside(function () {
    [$server, $client, $peer] = tcp_pair();
    $r = [];
    $t = microtime(true);
    $r['set'] = stream_set_blocking($client, false);
    $r['meta blocked'] = stream_get_meta_data($client)['blocked'];
    $r['fread'] = fread($client, 10);
    $r['fgets'] = fgets($client);
    $r['timed_out'] = stream_get_meta_data($client)['timed_out'];
    fwrite($peer, "abc\nde");
    usleep(20000);
    $r['fgets data'] = fgets($client);
    $r['fgets partial'] = fgets($client);
    $r['fread rest'] = fread($client, 10);
    $n = fwrite($client, str_repeat('x', 8 << 20));
    $r['fwrite partial'] = $n > 0 && $n < 8 << 20;
    $r['fwrite full'] = fwrite($client, 'y');
    $async = stream_socket_client('tcp://' . stream_socket_get_name($server, false), $errno, $errstr, 5,
        STREAM_CLIENT_CONNECT | STREAM_CLIENT_ASYNC_CONNECT);
    $r['async connect'] = [$async, $errno, $errstr];
    $r['no wait'] = microtime(true) - $t < 0.5;
    return $r;
});
?>
--EXPECT--
identical
array(2) {
  [0]=>
  array(12) {
    ["set"]=>
    bool(true)
    ["meta blocked"]=>
    bool(false)
    ["fread"]=>
    string(0) ""
    ["fgets"]=>
    bool(false)
    ["timed_out"]=>
    bool(false)
    ["fgets data"]=>
    string(4) "abc
"
    ["fgets partial"]=>
    string(2) "de"
    ["fread rest"]=>
    string(0) ""
    ["fwrite partial"]=>
    bool(true)
    ["fwrite full"]=>
    int(0)
    ["async connect"]=>
    array(3) {
      [0]=>
      string(23) "resource of type stream"
      [1]=>
      int(0)
      [2]=>
      string(0) ""
    }
    ["no wait"]=>
    bool(true)
  }
  [1]=>
  array(0) {
  }
}
