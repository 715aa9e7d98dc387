--TEST--
fclose() of a socket another coroutine is suspended reading: the reader wakes with end of file; a closer cancelled while it waits for the reader to leave still finishes the close, then gets its cancellation
--EXTENSIONS--
async
--FILE--
<?php
require __DIR__ . '/net.inc';
use function Async\{spawn, await};

[$server, $client, $peer] = tcp_pair();
$reader = spawn(function () use ($client) {
    $r = fread($client, 10);
    return [$r, is_resource($client)];
});
$closer = spawn(function () use ($client) {
    fclose($client);
    echo "closer: not reached\n";
});
$canceller = spawn(function () use ($closer) {
    $closer->cancel();
});
var_dump(await($reader));
try {
    await($closer);
} catch (Async\AsyncCancellation $e) {
    echo "closer: ", get_class($e), "\n";
}
await($canceller);
var_dump(is_resource($client));
// The peer sees the connection closed.
var_dump(fread($peer, 10), feof($peer));
?>
--EXPECT--
array(2) {
  [0]=>
  string(0) ""
  [1]=>
  bool(false)
}
closer: Async\AsyncCancellation
bool(false)
string(0) ""
bool(true)
