--TEST--
unix:// and udg:// sockets: names, meta data, reads and writes give PHP's results inside a coroutine as outside; an echo server and clients over a unix socket run concurrently (completion order follows the server's delays)
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/net.inc';
use function Async\{spawn, await, await_all, delay};

$path = sock_path('stream');
$dgram = sock_path('dgram');
same_outside_and_inside(function () use ($path, $dgram) {
    $server = stream_socket_server("unix://$path");
    $client = stream_socket_client("unix://$path");
    $peer = stream_socket_accept($server, 1);
    $r = [];
    $r['names'] = str_replace($path, 'PATH', [stream_socket_get_name($server, false),
        stream_socket_get_name($client, true), stream_socket_get_name($peer, false)]);
    $r['type'] = stream_get_meta_data($client)['stream_type'];
    $r['fwrite'] = fwrite($client, "over unix\n");
    $r['fgets'] = fgets($peer);
    stream_set_timeout($peer, 0, 50000);
    $r['timed out'] = [fread($peer, 10), stream_get_meta_data($peer)['timed_out']];
    fclose($client);
    $r['eof'] = [fread($peer, 10), feof($peer)];
    fclose($server);
    unlink($path);

    $dserver = stream_socket_server("udg://$dgram", $errno, $errstr, STREAM_SERVER_BIND);
    $dclient = stream_socket_client("udg://$dgram");
    $r['udg fwrite'] = fwrite($dclient, "datagram");
    $r['udg sendto'] = stream_socket_sendto($dclient, "another");
    $r['udg recvfrom'] = [stream_socket_recvfrom($dserver, 100, 0, $from), $from];
    $r['udg fread'] = fread($dserver, 100);
    $r['udg type'] = stream_get_meta_data($dserver)['stream_type'];
    fclose($dserver);
    fclose($dclient);
    unlink($dgram);
    return $r;
}, [$path => 'PATH', $dgram => 'DGRAM']);

$server = stream_socket_server("unix://$path");
$order = [];
$acceptor = spawn(function () use ($server) {
    $handlers = [];
    for ($i = 0; $i < 3; $i++) {
        $conn = stream_socket_accept($server, 2);
        $handlers[] = spawn(function () use ($conn) {
            [$name, $ms] = explode(' ', trim(fgets($conn)));
            delay((int) $ms);
            fwrite($conn, "echo $name\n");
            fclose($conn);
        });
    }
    await_all($handlers);
});
$clients = [];
foreach (['a' => 150, 'b' => 50, 'c' => 100] as $name => $ms) {
    $clients[] = spawn(function () use ($path, $name, $ms, &$order) {
        $c = stream_socket_client("unix://$path", $errno, $errstr, 2);
        fwrite($c, "$name $ms\n");
        $order[] = trim(fgets($c));
    });
}
await_all($clients);
await($acceptor);
fclose($server);
unlink($path);
echo implode(', ', $order), "\n";
var_dump(file_exists($path), file_exists($dgram));
?>
--EXPECT--
identical
array(2) {
  [0]=>
  array(11) {
    ["names"]=>
    array(3) {
      [0]=>
      string(4) "PATH"
      [1]=>
      string(4) "PATH"
      [2]=>
      string(4) "PATH"
    }
    ["type"]=>
    string(11) "unix_socket"
    ["fwrite"]=>
    int(10)
    ["fgets"]=>
    string(10) "over unix
"
    ["timed out"]=>
    array(2) {
      [0]=>
      bool(false)
      [1]=>
      bool(true)
    }
    ["eof"]=>
    array(2) {
      [0]=>
      string(0) ""
      [1]=>
      bool(true)
    }
    ["udg fwrite"]=>
    int(8)
    ["udg sendto"]=>
    int(7)
    ["udg recvfrom"]=>
    array(2) {
      [0]=>
      string(8) "datagram"
      [1]=>
      string(0) ""
    }
    ["udg fread"]=>
    string(7) "another"
    ["udg type"]=>
    string(10) "udg_socket"
  }
  [1]=>
  array(0) {
  }
}
echo b, echo c, echo a
bool(false)
bool(false)
