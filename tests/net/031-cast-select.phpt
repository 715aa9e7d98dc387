--TEST--
Socket streams still cast to their descriptor: stream_select() on ready and idle sockets (zero timeout), socket_import_stream(), and a socket given to proc_open() as a child's descriptor; inside a coroutine as outside
--EXTENSIONS--
async
sockets
--FILE--
<?php
require __DIR__ . '/net.inc';

same_outside_and_inside(function () {
    [$server, $client, $peer] = tcp_pair();
    $r = [];
    fwrite($peer, "ready");
    usleep(20000);
    $read = [$client, $peer];
    $write = [$client];
    $except = null;
    $r['select'] = stream_select($read, $write, $except, 0);
    $r['readable'] = array_map(fn($s) => $s === $client ? 'client' : 'peer', $read);
    $r['writable'] = count($write);
    $r['read'] = fread($client, 10);
    $read = [$client];
    $write = null;
    $r['select idle'] = stream_select($read, $write, $except, 0, 1000);
    $sock = socket_import_stream($client);
    $r['import'] = [get_class($sock), socket_getpeername($sock, $address), $address];
    $r['socket_write'] = socket_write($sock, "via ext/sockets");
    $r['got'] = fread($peer, 100);
    // A child writes to the socket on its standard output.
    $proc = proc_open(['sh', '-c', 'echo from the child'], [1 => $peer], $pipes);
    $r['child'] = [proc_close($proc), fgets($client)];
    return $r;
});
?>
--EXPECT--
identical
array(2) {
  [0]=>
  array(9) {
    ["select"]=>
    int(2)
    ["readable"]=>
    array(1) {
      [0]=>
      string(6) "client"
    }
    ["writable"]=>
    int(1)
    ["read"]=>
    string(5) "ready"
    ["select idle"]=>
    int(0)
    ["import"]=>
    array(3) {
      [0]=>
      string(6) "Socket"
      [1]=>
      bool(true)
      [2]=>
      string(9) "127.0.0.1"
    }
    ["socket_write"]=>
    int(15)
    ["got"]=>
    string(15) "via ext/sockets"
    ["child"]=>
    array(2) {
      [0]=>
      int(0)
      [1]=>
      string(15) "from the child
"
    }
  }
  [1]=>
  array(0) {
  }
}
