--TEST--
A write to a peer that does not read, with stream_set_timeout(): fwrite() returns the bytes that fit with PHP's notice for the rest after the timeout, timed_out is set, the peer receives exactly the bytes reported; inside a coroutine as outside
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/net.inc';

same_outside_and_inside(function () {
    [$server, $client, $peer] = tcp_pair();
    stream_set_timeout($client, 0, 100000);
    $size = 8 << 20;
    $r = [];
    $t = microtime(true);
    [$n, $messages] = capture(fn() => fwrite($client, str_repeat('x', $size)));
    $r['waited'] = microtime(true) - $t >= 0.09;
    $r['partial'] = is_int($n) && $n > 0 && $n < $size;
    $r['notice'] = str_replace((string) ($size - $n), 'REST', implode("\n", $messages));
    $r['timed_out'] = stream_get_meta_data($client)['timed_out'];
    // Whether the next write finds room depends on the kernel's buffers:
    // it either writes or fails with one notice.
    $again = capture(fn() => fwrite($client, "more"));
    $r['again'] = $again[0] === 4 && $again[1] === [] || $again[0] === false && count($again[1]) === 1;
    // The peer reads everything: exactly the bytes fwrite() reported.
    fclose($client);
    $got = 0;
    while (!feof($peer)) {
        $got += strlen(fread($peer, 1 << 20));
    }
    $r['received what was reported'] = $got === $n + (int) $again[0];
    return $r;
});
?>
--EXPECT--
identical
array(2) {
  [0]=>
  array(6) {
    ["waited"]=>
    bool(true)
    ["partial"]=>
    bool(true)
    ["notice"]=>
    string(90) "Notice: fwrite(): Send of REST bytes failed with errno=11 Resource temporarily unavailable"
    ["timed_out"]=>
    bool(true)
    ["again"]=>
    bool(true)
    ["received what was reported"]=>
    bool(true)
  }
  [1]=>
  array(0) {
  }
}
