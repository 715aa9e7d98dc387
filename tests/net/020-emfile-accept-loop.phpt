--TEST--
An accept loop in a coroutine while out of descriptors (a connection pending): each stream_socket_accept() fails with PHP's warning but not at once, so the loop does not spin the CPU; other coroutines run; it accepts the connection once descriptors are free
--EXTENSIONS--
async
posix
--FILE--
<?php
require __DIR__ . '/net.inc';
run_untraced_under_valgrind(__FILE__);
use function Async\{spawn, await, delay};

$server = stream_socket_server('tcp://127.0.0.1:0');
$client = stream_socket_client('tcp://' . stream_socket_get_name($server, false));
await(spawn(fn() => delay(1))); // the event loop exists

$failures = 0;
$warnings = [];
$loop = spawn(function () use ($server, &$failures, &$warnings) {
    set_error_handler(function ($type, $message) use (&$warnings) {
        $warnings[$message] = true;
        return true;
    });
    while (true) {
        $peer = stream_socket_accept($server, 5);
        if ($peer !== false) {
            return fgets($peer);
        }
        $failures++;
    }
});
$restore = exhaust_descriptors();
$ticks = 0;
for ($i = 0; $i < 30; $i++) {
    delay(10);
    $ticks++;
}
$restore();
fwrite($client, "accepted at last\n");
var_dump(await($loop));
// A few failures in 300 ms, not thousands.
var_dump($ticks, $failures >= 1 && $failures <= 20);
var_dump(array_keys($warnings));
?>
--EXPECT--
string(17) "accepted at last
"
int(30)
bool(true)
array(1) {
  [0]=>
  string(58) "stream_socket_accept(): Accept failed: Too many open files"
}
