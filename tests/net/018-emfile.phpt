--TEST--
Out of descriptors (RLIMIT_NOFILE lowered with posix_setrlimit()): connect, accept, listen, fsockopen(), stream_socket_pair() and the http:// wrapper fail at the call site with PHP's results and warnings, inside a coroutine as outside; all work again once descriptors are free
--EXTENSIONS--
async
posix
--FILE--
<?php
require __DIR__ . '/net.inc';
run_untraced_under_valgrind(__FILE__);

$server = stream_socket_server('tcp://127.0.0.1:0');
$addr = stream_socket_get_name($server, false);
$path = sock_path('emfile');
$unix_server = stream_socket_server("unix://$path");
// Connections waiting to be accepted.
$pending = [stream_socket_client("tcp://$addr"), stream_socket_client("tcp://$addr")];
$scenario = function () use ($server, $addr, $path) {
    $restore = exhaust_descriptors();
    $r = [];
    $r['client'] = [stream_socket_client("tcp://$addr", $errno, $errstr, 1), $errno, $errstr];
    $r['unix client'] = [stream_socket_client("unix://$path", $errno, $errstr, 1), $errno, $errstr];
    $r['accept'] = stream_socket_accept($server, 1);
    $r['server'] = [stream_socket_server('tcp://127.0.0.1:0', $errno, $errstr), $errno, $errstr];
    $r['fsockopen'] = [fsockopen('127.0.0.1', port_of($server), $errno, $errstr, 1), $errno, $errstr];
    $r['pair'] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, 0);
    $r['http'] = file_get_contents("http://$addr/");
    $restore();
    $r['accept after'] = stream_socket_accept($server, 1);
    $r['client after'] = stream_socket_client("unix://$path", $errno, $errstr, 1);
    return $r;
};
$replace = [$addr => 'ADDR', $path => 'PATH'];
// Outside first: once the scheduler ran, the main script is a coroutine.
$outside = capture($scenario, $replace);
// The event loop exists before descriptors run out (see 019).
Async\await(Async\spawn(fn() => Async\delay(1)));
$inside = Async\await(Async\spawn(fn() => capture($scenario, $replace)));
echo $inside === $outside ? "identical\n" : "DIFFERENT\n";
var_dump($outside);
fclose($unix_server);
unlink($path);
?>
--EXPECT--
identical
array(2) {
  [0]=>
  array(9) {
    ["client"]=>
    array(3) {
      [0]=>
      bool(false)
      [1]=>
      int(0)
      [2]=>
      string(0) ""
    }
    ["unix client"]=>
    array(3) {
      [0]=>
      bool(false)
      [1]=>
      int(0)
      [2]=>
      string(28) "Failed to create unix socket"
    }
    ["accept"]=>
    bool(false)
    ["server"]=>
    array(3) {
      [0]=>
      bool(false)
      [1]=>
      int(0)
      [2]=>
      string(7) "Success"
    }
    ["fsockopen"]=>
    array(3) {
      [0]=>
      bool(false)
      [1]=>
      int(0)
      [2]=>
      string(7) "Success"
    }
    ["pair"]=>
    bool(false)
    ["http"]=>
    bool(false)
    ["accept after"]=>
    string(23) "resource of type stream"
    ["client after"]=>
    string(23) "resource of type stream"
  }
  [1]=>
  array(7) {
    [0]=>
    string(80) "Warning: stream_socket_client(): Unable to connect to tcp://ADDR (Unknown error)"
    [1]=>
    string(96) "Warning: stream_socket_client(): Unable to connect to unix://PATH (Failed to create unix socket)"
    [2]=>
    string(67) "Warning: stream_socket_accept(): Accept failed: Too many open files"
    [3]=>
    string(81) "Warning: stream_socket_server(): Unable to connect to tcp://127.0.0.1:0 (Success)"
    [4]=>
    string(63) "Warning: fsockopen(): Unable to connect to ADDR (Unknown error)"
    [5]=>
    string(82) "Warning: stream_socket_pair(): Failed to create sockets: [24]: Too many open files"
    [6]=>
    string(81) "Warning: file_get_contents(http://ADDR/): Failed to open stream: operation failed"
  }
}
