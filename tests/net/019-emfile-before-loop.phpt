--TEST--
Out of descriptors before the event loop was first used: a connect in a coroutine still fails at the call site with PHP's warning, instead of a fatal "cannot create the event loop"
--EXTENSIONS--
async
posix
--FILE--
<?php
require __DIR__ . '/net.inc';
run_untraced_under_valgrind(__FILE__);

$port = closed_port();
$restore = exhaust_descriptors();
$r = Async\await(Async\spawn(fn() => stream_socket_client("tcp://127.0.0.1:$port", $errno, $errstr, 1)));
$restore();
var_dump($r);
echo "done\n";
?>
--EXPECTF--
Warning: stream_socket_client(): Unable to connect to tcp://127.0.0.1:%d (Unknown error) in %s on line %d
bool(false)
done
