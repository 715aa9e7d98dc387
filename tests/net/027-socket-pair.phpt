--TEST--
stream_socket_pair() (stream and datagram): results and meta data as outside; its two ends talk between coroutines, each waiting cooperatively (a ticker runs), datagrams keep their boundaries, closing one end gives the other end of file
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/net.inc';
use function Async\{spawn, await, await_all, delay};

same_outside_and_inside(function () {
    $r = [];
    [$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, STREAM_IPPROTO_IP);
    $meta = stream_get_meta_data($a);
    $r['meta'] = [$meta['stream_type'], $meta['blocked'], $meta['mode']];
    $r['write'] = fwrite($a, "one\ntwo\n");
    $r['gets'] = [fgets($b), fgets($b)];
    stream_set_timeout($b, 0, 50000);
    $r['timeout'] = [fread($b, 10), stream_get_meta_data($b)['timed_out']];
    [$c, $d] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_DGRAM, STREAM_IPPROTO_IP);
    $r['dgram'] = [fwrite($c, "first"), fwrite($c, "second"), fread($d, 100), fread($d, 100)];
    fclose($a);
    $r['eof'] = [fread($b, 10), feof($b)];
    $r['write to closed'] = fwrite($b, "x");
    return $r;
});

[$a, $b] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, STREAM_IPPROTO_IP);
$ticks = 0;
$done = false;
[$results] = await_all([
    spawn(function () use ($a) {
        $got = [];
        for ($i = 0; $i < 3; $i++) {
            fwrite($a, "question $i\n");
            $got[] = trim(fgets($a));
        }
        fclose($a);
        return $got;
    }),
    spawn(function () use ($b, &$done) {
        $n = 0;
        while (($line = fgets($b)) !== false) {
            delay(20);
            fwrite($b, 'answer to ' . trim($line) . "\n");
            $n++;
        }
        $done = true;
        return $n;
    }),
    spawn(function () use (&$ticks, &$done) {
        while (!$done) {
            delay(5);
            $ticks++;
        }
    }),
]);
print_r($results[0]);
var_dump($results[1], $ticks >= 6);
?>
--EXPECT--
identical
array(2) {
  [0]=>
  array(7) {
    ["meta"]=>
    array(3) {
      [0]=>
      string(14) "generic_socket"
      [1]=>
      bool(true)
      [2]=>
      string(2) "r+"
    }
    ["write"]=>
    int(8)
    ["gets"]=>
    array(2) {
      [0]=>
      string(4) "one
"
      [1]=>
      string(4) "two
"
    }
    ["timeout"]=>
    array(2) {
      [0]=>
      bool(false)
      [1]=>
      bool(true)
    }
    ["dgram"]=>
    array(4) {
      [0]=>
      int(5)
      [1]=>
      int(6)
      [2]=>
      string(5) "first"
      [3]=>
      string(6) "second"
    }
    ["eof"]=>
    array(2) {
      [0]=>
      string(0) ""
      [1]=>
      bool(true)
    }
    ["write to closed"]=>
    bool(false)
  }
  [1]=>
  array(1) {
    [0]=>
    string(66) "Notice: fwrite(): Send of 1 bytes failed with errno=32 Broken pipe"
  }
}
Array
(
    [0] => answer to question 0
    [1] => answer to question 1
    [2] => answer to question 2
)
int(3)
bool(true)
