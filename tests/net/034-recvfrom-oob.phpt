--TEST--
stream_socket_recvfrom() with STREAM_OOB does not wait (PHP's recv(MSG_OOB) fails at once when no urgent data is there, and urgent data does not make the socket readable): inside a coroutine as outside
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/net.inc';
use function Async\{spawn, await, timeout};

$scenario = function () {
    [$server, $client, $peer] = tcp_pair();
    $r = [];
    $r['nothing urgent'] = stream_socket_recvfrom($client, 1, STREAM_OOB);
    $r['sendto oob'] = stream_socket_sendto($peer, "u", STREAM_OOB);
    usleep(20000);
    $r['urgent'] = stream_socket_recvfrom($client, 1, STREAM_OOB);
    return $r;
};
$outside = capture($scenario);
$c = spawn(fn() => capture($scenario));
try {
    $inside = await($c, timeout(1000));
} catch (Async\OperationCanceledException $e) {
    echo "still waiting after a second\n";
    $c->cancel();
    $inside = null;
}
var_dump($inside === $outside);
var_dump($outside);
?>
--EXPECT--
bool(true)
array(2) {
  [0]=>
  array(3) {
    ["nothing urgent"]=>
    bool(false)
    ["sendto oob"]=>
    int(1)
    ["urgent"]=>
    string(1) "u"
  }
  [1]=>
  array(0) {
  }
}
